import type {
  CommitResponse,
  DiffResponse,
  HistoryResponse,
  ItemVersionResponse,
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
  /** Against the saved file when `value` is left out (an item). */
  diff: (path: string, version: VersionRef, value?: unknown) =>
    call<DiffResponse>("POST", "/api/history/diff", { path, version, value }),
  /** An item's fields and text in a version of its file. */
  item: (path: string, version: VersionRef, slug: string) =>
    call<ItemVersionResponse>(
      "GET",
      `/api/history/item?${query(path)}&version=${encodeURIComponent(version)}&slug=${encodeURIComponent(slug)}`,
    ),
  pending: () => call<PendingResponse>("GET", "/api/history/pending"),
  commit: (message: string) => call<CommitResponse>("POST", "/api/history/commit", { message }),
};
