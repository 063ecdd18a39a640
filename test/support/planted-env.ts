/**
 * Sets environment variables for a spec that proves some code ignores them (a driver must take nothing
 * from PG* variables), and gives back the function that puts every one of them back as it was.
 * Application code reads the environment only in src/platform/config; tests plant it here.
 */
export function plantEnvironment(values: Record<string, string>): () => void {
  const saved = new Map(Object.keys(values).map((name) => [name, process.env[name]] as const));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
