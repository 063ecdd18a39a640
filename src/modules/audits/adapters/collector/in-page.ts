/**
 * Builds the expression Playwright evaluates for an in-page function.
 *
 * Functions travel as source text, so everything they use must be inside them or passed as `helpers`
 * (module-level functions they call by name, declared again in the page under the same name). Under tsx,
 * esbuild's keepNames wraps functions in `__name(...)`, which the page lacks: the shim makes the same
 * source run whether it was compiled by tsx or by tsc.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any function's source will do
export function inPageExpression<A>(fn: (arg: A) => unknown, arg: A, helpers: Function[] = []): string {
  const declarations = helpers.map((helper) => `const ${helper.name} = ${helper.toString()};`).join('\n');
  return `(() => { const __name = (f) => f;\n${declarations}\nreturn (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}
