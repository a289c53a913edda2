// The bounds on reading a model's IFC file (issue 24 §2). A file past any of them
// is "could not be read", never a 500, a hang or a crashed process.

/** The largest file fetched: refused by Content-Length, and again while streaming. */
export const IFC_MAX_FILE_BYTES = 50 * 1024 * 1024;
/** How long one parse may take in its worker before the worker is terminated and replaced. */
export const IFC_PARSE_TIMEOUT_MS = 20_000;
/** A parse worker's JavaScript heap (worker resourceLimits); past it the worker dies and is replaced. */
export const IFC_WORKER_HEAP_MB = 192;
/**
 * What web-ifc may reserve for the model in its WebAssembly memory (its MEMORY_LIMIT), which
 * lives outside the JavaScript heap and so outside resourceLimits. A 50 MB file needs about 6×.
 */
export const IFC_WASM_MEMORY_BYTES = 512 * 1024 * 1024;
/** Parse workers: parses run off the event loop, at most this many at once. */
export const IFC_POOL_SIZE = 2;
/** Files waiting for a worker; past it a request is answered "being read" without queueing (overload). */
export const IFC_QUEUE_MAX = 64;
/**
 * A worker with no file to read for this long is ended; the next file starts a new one. An idle
 * worker keeps its isolate and web-ifc's WebAssembly memory, tens of MB of the process's RSS
 * (issue 25), while most files are read once and then served from the cache.
 */
export const IFC_WORKER_IDLE_MS = 120_000;
/** A worker that does not load web-ifc within this is replaced. */
export const IFC_WORKER_START_TIMEOUT_MS = 10_000;

/** Bounds on the facts kept, so one file cannot fill the shared cache (at most a tenth of it per entry). */
export const IFC_FACTS_MAX_ENTITIES = 200;
export const IFC_FACTS_MAX_SETS = 64;
export const IFC_FACTS_MAX_PROPERTIES = 128;
export const IFC_FACTS_MAX_MATERIALS = 32;
export const IFC_FACTS_MAX_CLASSIFICATIONS = 16;
export const IFC_FACTS_MAX_TEXT = 500;
/** Rows of a table property kept as text (a performance curve has a handful). */
export const IFC_FACTS_MAX_TABLE_ROWS = 32;
/** Shape representations (and items of one) looked through for the Box. */
export const IFC_FACTS_MAX_REPRESENTATIONS = 16;
