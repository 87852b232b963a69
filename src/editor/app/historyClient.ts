import type {
  CommitResponse,
  DiffResponse,
  HistoryResponse,
  PendingResponse,
  VersionRef,
  VersionResponse,
} from "../shared/historyApi";
import { call } from "./api";

const query = (path: string) => `path=${encodeURIComponent(path)}`;

/** The git history of config files (src/editor/server/historyApi.ts). */
export const historyClient = {
  history: (path: string) => call<HistoryResponse>("GET", `/api/history?${query(path)}`),
  version: (path: string, version: VersionRef) =>
    call<VersionResponse>("GET", `/api/history/version?${query(path)}&version=${encodeURIComponent(version)}`),
  diff: (path: string, version: VersionRef, value: unknown) =>
    call<DiffResponse>("POST", "/api/history/diff", { path, version, value }),
  pending: () => call<PendingResponse>("GET", "/api/history/pending"),
  commit: (message: string) => call<CommitResponse>("POST", "/api/history/commit", { message }),
};
