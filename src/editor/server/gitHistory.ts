import { execFile } from "node:child_process";
import { realpathSync } from "node:fs";
import path from "node:path";
import type {
  CommitResponse,
  HistoryCommit,
  HistoryResponse,
  PendingResponse,
  VersionResponse,
} from "../shared/historyApi.ts";

interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export class GitRefusal extends Error {}

const commitHash = /^[0-9a-f]{7,40}$/;
const IDENTITY_HELP =
  'Git does not know who you are, so it cannot record a commit. Set your name and email once in a terminal: git config --global user.name "Your Name" and git config --global user.email "you@example.com", then commit again.';
const FIELD = "\x1f";
const RECORD = "\x1e";

/**
 * The git history of the config folder's files, read and written with the `git` program (argument arrays,
 * never a shell). Paths reach git only as literal pathspecs already checked to lie inside the folder.
 * `env` replaces the environment git runs with (tests give one without a global identity).
 */
export function createGitHistory(
  folders: { configDir: string; publicDir: string },
  env: NodeJS.ProcessEnv = process.env,
) {
  const configDir = realpathSync(folders.configDir);

  const git = (args: string[], cwd = configDir): Promise<GitResult> =>
    new Promise((resolve) => {
      execFile(
        "git",
        args,
        {
          cwd,
          env: { ...env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" },
          maxBuffer: 64 * 1024 * 1024,
          encoding: "utf8",
        },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === "number" ? error.code : 127) : 0;
          resolve({ code, stdout, stderr: error && code === 127 && !stderr ? error.message : stderr });
        },
      );
    });

  /** The repository's top folder, or why the config folder has no history. */
  async function repository(): Promise<{ top: string } | { reason: string }> {
    const result = await git(["rev-parse", "--show-toplevel"]);
    if (result.code === 127 || /ENOENT/.test(result.stderr))
      return { reason: "The git program was not found, so there is no history. Install git to see and make commits." };
    if (result.code !== 0)
      return {
        reason: `${folders.configDir} is not in a git repository, so it has no history. To keep one, run git init in that folder (or in the project above it) and commit.`,
      };
    return { top: realpathSync(result.stdout.trim()) };
  }

  /** The folders a commit takes: the config folder, and the public folder when it is in the same repository. */
  function commitFolders(top: string): string[] {
    const folders2 = [configDir];
    try {
      const publicReal = realpathSync(folders.publicDir);
      if (publicReal.startsWith(top + path.sep) && !publicReal.startsWith(configDir + path.sep))
        folders2.push(publicReal);
    } catch {
      // no public folder
    }
    return folders2;
  }

  /** `inside` is a config path already checked by resolveConfigPath: a literal pathspec from the config folder. */
  const spec = (inside: string) => `:(literal)${inside}`;

  async function history(inside: string, limit = 100): Promise<HistoryResponse> {
    const repo = await repository();
    if ("reason" in repo) return { git: false, reason: repo.reason };
    const log = await git([
      "log",
      `--max-count=${limit + 1}`,
      `--format=%H${FIELD}%an${FIELD}%aI${FIELD}%s${RECORD}`,
      "--",
      spec(inside),
    ]);
    // a repository without any commit yet has no history, but is a repository
    const commits: HistoryCommit[] =
      log.code !== 0
        ? []
        : log.stdout
            .split(RECORD)
            .map((r) => r.trim())
            .filter(Boolean)
            .map((record) => {
              const [hash, author, date, message] = record.split(FIELD);
              return { hash, author, date, message };
            });
    const status = await git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", spec(inside)]);
    return {
      git: true,
      savedNotCommitted: status.code === 0 && status.stdout.length > 0,
      commits: commits.slice(0, limit),
      more: commits.length > limit,
    };
  }

  /** The file's text in a commit (null when it did not exist there). */
  async function version(inside: string, hash: string): Promise<VersionResponse> {
    if (!commitHash.test(hash)) throw new GitRefusal(`"${hash}" is not a commit hash`);
    const repo = await repository();
    if ("reason" in repo) throw new GitRefusal(repo.reason);
    const exists = await git(["cat-file", "-e", `${hash}^{commit}`]);
    if (exists.code !== 0) throw new GitRefusal(`There is no commit ${hash} in this repository.`);
    const blob = await git(["cat-file", "blob", `${hash}:./${inside}`]);
    if (blob.code !== 0) return { text: null, value: null };
    return { text: blob.stdout, value: parseOr(blob.stdout) };
  }

  async function identityProblem(): Promise<string | undefined> {
    for (const who of ["GIT_AUTHOR_IDENT", "GIT_COMMITTER_IDENT"]) {
      const result = await git(["-c", "user.useConfigOnly=true", "var", who]);
      if (result.code !== 0) return IDENTITY_HELP;
    }
    return undefined;
  }

  async function pending(): Promise<PendingResponse> {
    const repo = await repository();
    if ("reason" in repo) return { git: false, reason: repo.reason };
    const folderList = commitFolders(repo.top);
    const status = await git([
      "status",
      "--porcelain=v1",
      "-z",
      "--untracked-files=all",
      "--",
      ...folderList.map((f) => `:(top,literal)${path.relative(repo.top, f)}`),
    ]);
    const files: Array<{ path: string; status: string }> = [];
    const entries = status.stdout.split("\0").filter(Boolean);
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      const code = entry.slice(0, 2);
      files.push({ path: entry.slice(3), status: code.trim() || code });
      if (code.startsWith("R") || code.startsWith("C")) i++; // the rename's source follows
    }
    const problem = await identityProblem();
    return {
      git: true,
      files,
      folders: folderList.map((f) => path.relative(repo.top, f).split(path.sep).join("/") || "."),
      ...(problem ? { identityProblem: problem } : {}),
    };
  }

  /** Commits every saved change in the site's folders, nothing else (the user's other staged work stays staged). */
  async function commit(message: string): Promise<CommitResponse> {
    const text = typeof message === "string" ? message.trim() : "";
    if (!text) throw new GitRefusal("Write a commit message first: a line saying what changed.");
    if (text.length > 5000) throw new GitRefusal("The commit message is too long (at most 5000 characters).");
    const state = await pending();
    if (!state.git) throw new GitRefusal(state.reason);
    if (state.files.length === 0)
      throw new GitRefusal(
        "Nothing to commit: the saved files are the same as in the last commit. Save your changes first (Ctrl+S).",
      );
    if (state.identityProblem) throw new GitRefusal(state.identityProblem);
    const repo = await repository();
    if ("reason" in repo) throw new GitRefusal(repo.reason);
    const specs = commitFolders(repo.top).map((f) => `:(top,literal)${path.relative(repo.top, f)}`);
    const add = await git(["add", "--all", "--", ...specs]);
    if (add.code !== 0) throw new GitRefusal(`git could not add the files: ${add.stderr.trim()}`);
    const made = await git(["commit", "--quiet", "--no-edit", `--message=${text}`, "--only", "--", ...specs]);
    if (made.code !== 0) throw new GitRefusal(`git did not commit: ${made.stderr.trim() || made.stdout.trim()}`);
    const head = await git(["rev-parse", "HEAD"]);
    return { hash: head.stdout.trim(), files: state.files.length };
  }

  return { history, version, pending, commit };
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
