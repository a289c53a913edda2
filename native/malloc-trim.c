/*
 * malloc_trim(0) for Node: glibc keeps memory the process has freed (compression,
 * render and socket buffers freed between longer-lived blocks) and only gives back
 * what sits at the top of its heap. malloc_trim also returns the free pages in the
 * middle. Node has no binding for it, hence this addon (docs/decisions/0037).
 * Node-API only, so it loads in any Node 24 build without recompiling.
 */
#include <malloc.h>
#include <node_api.h>

static napi_value Trim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value released;
  /* 1 when memory was given back to the system. */
  napi_get_boolean(env, malloc_trim(0) == 1, &released);
  return released;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  if (napi_create_function(env, "trim", NAPI_AUTO_LENGTH, Trim, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "trim", fn) != napi_ok) return NULL;
  return exports;
}
