// Which class names the client's code can render, read from its sources (test/unit/page-styles.test.ts).
// A graph of (module, declaration) nodes: a page reaches what its exports render and call, through
// named imports, so importing one hook from a module does not count the components beside it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

/** One export (or '*', all of them) of a module. */
export interface Ref {
  file: string;
  name: string;
}

interface Declaration {
  classes: Set<string>;
  /** Identifiers it mentions: local declarations and imported bindings among them are what it uses. */
  names: Set<string>;
  /** Modules it imports with import(): a deferred part, a lazy component, a loader's code. */
  dynamic: string[];
}

interface ModuleInfo {
  declarations: Map<string, Declaration>;
  /** Export name -> local declaration. */
  exports: Map<string, string>;
  reexports: Map<string, Ref>;
  starExports: string[];
  /** Local binding -> what it imports. */
  imports: Map<string, Ref>;
  /** Stylesheets it imports, relative to the repository. */
  stylesheets: string[];
}

/** The module-level statements that are no declaration (they run when the module loads). */
const INIT = '#init';
const ROOT = process.cwd();
const modules = new Map<string, ModuleInfo>();

export function resolveSource(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('#client/')) base = path.join(ROOT, 'client', bare.slice('#client/'.length));
  else if (bare.startsWith('.')) base = path.resolve(path.dirname(from), bare);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

type Node = Record<string, any>;

function each(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) each(child, visit);
    return;
  }
  const record = node as Node;
  if (typeof record.type === 'string') visit(record);
  for (const value of Object.values(record)) if (value && typeof value === 'object') each(value, visit);
}

/** The words of the string literals and template texts in a className expression. */
function words(node: unknown, into: Set<string>): void {
  each(node, (n) => {
    const text = n.type === 'Literal' && typeof n.value === 'string' ? n.value : n.type === 'TemplateElement' ? String(n.value?.cooked ?? '') : '';
    for (const word of text.split(/\s+/)) if (word) into.add(word);
  });
}

function declaration(node: unknown, file: string): Declaration {
  const found: Declaration = { classes: new Set(), names: new Set(), dynamic: [] };
  each(node, (n) => {
    if (n.type === 'Identifier' || n.type === 'JSXIdentifier') found.names.add(n.name);
    // className="…", className={cond ? 'a' : 'b'}, a className prop passed on, `const classes = …`.
    if (n.type === 'JSXAttribute' && /className$/i.test(n.name?.name ?? '') && n.value) words(n.value, found.classes);
    if (n.type === 'VariableDeclarator' && n.id?.type === 'Identifier' && /class/i.test(n.id.name) && n.init) words(n.init, found.classes);
    if (n.type === 'Property' && n.key?.type === 'Identifier' && /className$/i.test(n.key.name)) words(n.value, found.classes);
    if (n.type === 'CallExpression' && /^(add|toggle)$/.test(n.callee?.property?.name ?? '') && n.callee.object?.property?.name === 'classList') words(n.arguments, found.classes);
    if (n.type === 'ImportExpression' && n.source?.type === 'Literal') {
      const target = resolveSource(file, String(n.source.value));
      if (target) found.dynamic.push(target);
    }
  });
  return found;
}

export function moduleInfo(file: string): ModuleInfo {
  const cached = modules.get(file);
  if (cached) return cached;
  const info: ModuleInfo = { declarations: new Map(), exports: new Map(), reexports: new Map(), starExports: [], imports: new Map(), stylesheets: [] };
  modules.set(file, info);
  const { program } = parseSync(file, readFileSync(file, 'utf8'));
  const init: unknown[] = [];
  const sideEffects: string[] = [];
  const declare = (statement: Node): string[] => {
    if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) {
      info.declarations.set(statement.id.name, declaration(statement, file));
      return [statement.id.name];
    }
    if (statement.type === 'VariableDeclaration') {
      return statement.declarations.flatMap((declarator: Node) => {
        const names: string[] = [];
        each(declarator.id, (n) => n.type === 'Identifier' && names.push(n.name));
        for (const name of names) info.declarations.set(name, declaration(declarator, file));
        return names;
      });
    }
    if (!String(statement.type).startsWith('TS')) init.push(statement);
    return [];
  };
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      const specifier = String(statement.source.value);
      if (/\.css$/.test(specifier)) {
        info.stylesheets.push(path.relative(ROOT, path.resolve(path.dirname(file), specifier)));
        continue;
      }
      const target = resolveSource(file, specifier);
      if (!target) continue;
      if (statement.specifiers.length === 0) sideEffects.push(target);
      for (const s of statement.specifiers as Node[]) {
        if (s.importKind === 'type') continue;
        const name = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : String(s.imported.name ?? s.imported.value);
        info.imports.set(s.local.name, { file: target, name });
      }
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (statement.exportKind === 'type') continue;
      if (statement.declaration) for (const name of declare(statement.declaration)) info.exports.set(name, name);
      else if (statement.source) {
        const target = resolveSource(file, String(statement.source.value));
        if (target) for (const s of statement.specifiers as Node[]) info.reexports.set(String(s.exported.name), { file: target, name: String(s.local.name) });
      } else for (const s of statement.specifiers as Node[]) info.exports.set(String(s.exported.name), String(s.local.name));
    } else if (statement.type === 'ExportAllDeclaration') {
      const target = resolveSource(file, String(statement.source.value));
      if (target) info.starExports.push(target);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const name = statement.declaration.id?.name ?? 'default';
      info.declarations.set(name, declaration(statement.declaration, file));
      info.exports.set('default', name);
    } else declare(statement);
  }
  const initDeclaration = declaration(init, file);
  initDeclaration.dynamic.push(...sideEffects);
  info.declarations.set(INIT, initDeclaration);
  return info;
}

/** What `starts` reach, as the declarations reached in each module (a module's loading code always). */
export function reach(starts: Ref[], skip: (file: string) => boolean = () => false): Map<string, Set<string>> {
  const reached = new Map<string, Set<string>>();
  const stack: Array<Ref | { file: string; local: string }> = [...starts];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (skip(item.file)) continue;
    const info = moduleInfo(item.file);
    const seen = reached.get(item.file) ?? new Set<string>();
    reached.set(item.file, seen);
    const locals: string[] = [];
    if (!seen.has(INIT)) locals.push(INIT);
    if ('local' in item) locals.push(item.local);
    else if (item.name === '*') {
      locals.push(...info.declarations.keys());
      stack.push(...info.reexports.values(), ...info.starExports.map((file) => ({ file, name: '*' })));
    } else {
      const local = info.exports.get(item.name);
      if (local) locals.push(local);
      else if (info.reexports.has(item.name)) stack.push(info.reexports.get(item.name)!);
      else stack.push(...info.starExports.map((file) => ({ file, name: item.name })));
    }
    for (const local of locals) {
      if (seen.has(local)) continue;
      seen.add(local);
      const found = info.declarations.get(local);
      if (!found) continue;
      for (const name of found.names) {
        if (name !== local && info.declarations.has(name)) stack.push({ file: item.file, local: name });
        const imported = info.imports.get(name);
        if (imported) stack.push(imported);
      }
      stack.push(...found.dynamic.map((file) => ({ file, name: '*' })));
    }
  }
  return reached;
}

/** Class name -> the modules (relative paths) whose reached declarations render it. */
export function renderedClasses(reached: Map<string, Set<string>>, except?: Map<string, Set<string>>): Map<string, Set<string>> {
  const classes = new Map<string, Set<string>>();
  for (const [file, locals] of reached) {
    for (const local of locals) {
      if (except?.get(file)?.has(local)) continue;
      for (const name of moduleInfo(file).declarations.get(local)?.classes ?? []) {
        if (!classes.has(name)) classes.set(name, new Set());
        classes.get(name)!.add(path.relative(ROOT, file));
      }
    }
  }
  return classes;
}

/** The class names a stylesheet's selectors mention (comments and @-rule preludes left out). */
export function stylesheetClasses(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = new Set<string>();
  for (const match of text.matchAll(/([^{};]+)\{/g)) {
    const selector = (match[1] ?? '').trim();
    if (selector.startsWith('@')) continue;
    for (const name of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name[1] ?? '');
  }
  return classes;
}

/** The stylesheets a stylesheet brings with its @imports, itself last. */
export function withImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(/@import\s+'([^']+)'/g)].flatMap((match) => withImports(path.relative(ROOT, path.resolve(path.dirname(file), match[1] ?? ''))));
  return [...imported, file];
}

/** Every stylesheet under a folder, at any depth. */
export function stylesheetsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? stylesheetsUnder(full) : name.endsWith('.css') ? [full] : [];
  });
}
