/**
 * Runs a Vite build with NODE_ENV=production, whatever the process runs with, and puts it back after. Vite tells a
 * production build by NODE_ENV alone, read as it starts (JSX compiled for production, without the jsxDEV calls
 * React's production runtime does not have; import.meta.env.PROD): a test runner's "test" gave code that failed,
 * cached for every later build of the same code.
 */
export async function withProductionNodeEnv<T>(build: () => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return await build();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
