import type { BlockScript } from "../blockDefinition";

/** Logs the address a visitor tried to open (the specification asks for the attempted path to be logged). */
const logPath: BlockScript = () => {
  console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
};
export default logPath;
