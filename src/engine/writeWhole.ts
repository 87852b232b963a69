import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { threadId } from "node:worker_threads";

/**
 * Writes a file whole or not at all: into a hidden temporary file in the same folder (named for this process and
 * thread, and passed over by the config folder's listing), then renamed into place. A reader never sees half a
 * file, and a process killed meanwhile leaves the old file, or none, under the name.
 */
export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void {
  const folder = path.dirname(file);
  const temporary = path.join(folder, `.${path.basename(file)}.${process.pid}-${threadId}.tmp`);
  try {
    // the folder is made when it is missing: where it is there (a build writes thousands of files into a few
    // folders), asking first cost two calls to the file system a file
    try {
      writeFileSync(temporary, data);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      mkdirSync(folder, { recursive: true });
      writeFileSync(temporary, data);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
