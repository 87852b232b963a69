import type {
  ConflictResponse,
  ContentResponse,
  DeletedItem,
  ItemShownOnResponse,
  ItemTexts,
  NewItemCheckResponse,
  NewItemFormResponse,
  ItemCheckResponse,
  ItemEditRequest,
  ItemResponse,
  ItemSaveRequest,
  ItemTextRequest,
  ItemTextResponse,
  NewItemRequest,
  FileResponse,
  SaveRequest,
  SaveResponse,
  SchemasResponse,
  SectionsResponse,
  StateResponse,
  ValidateResponse,
} from "../shared/api";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ConflictResponse> & { error?: string },
  ) {
    super(body.error ?? `request failed (${status})`);
  }
}

/** One request to the editor's JSON API; a refusal becomes an ApiError with the server's words. */
export async function call<T>(method: "GET" | "POST", url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new ApiError(response.status, json);
  return json;
}

export const api = {
  state: () => call<StateResponse>("GET", "/api/state"),
  schemas: () => call<SchemasResponse>("GET", "/api/schemas"),
  sections: () => call<SectionsResponse>("GET", "/api/sections"),
  file: (path: string) => call<FileResponse>("GET", `/api/file?path=${encodeURIComponent(path)}`),
  validate: (drafts: Record<string, unknown>) => call<ValidateResponse>("POST", "/api/validate", { drafts }),
  /** The problems saving `path` with `value` would leave: its own, and those it brings to other files. */
  saveCheck: (path: string, value: unknown) => call<ValidateResponse>("POST", "/api/save-check", { path, value }),
  save: (request: SaveRequest) => call<SaveResponse>("POST", "/api/save", request),
  content: () => call<ContentResponse>("GET", "/api/content"),
  item: (collection: string, slug: string) =>
    call<ItemResponse>(
      "GET",
      `/api/content/item?collection=${encodeURIComponent(collection)}&slug=${encodeURIComponent(slug)}`,
    ),
  checkItem: (request: ItemEditRequest) => call<ItemCheckResponse>("POST", "/api/content/check", request),
  saveItem: (request: ItemSaveRequest) => call<{ hash: string }>("POST", "/api/content/save", request),
  itemText: (request: ItemTextRequest) => call<ItemTextResponse>("POST", "/api/content/text", request),
  newItemForm: (collection: string) =>
    call<NewItemFormResponse>("GET", `/api/content/new-form?collection=${encodeURIComponent(collection)}`),
  checkNewItem: (request: NewItemRequest) => call<NewItemCheckResponse>("POST", "/api/content/new-check", request),
  newItem: (request: NewItemRequest) => call<{ slug: string; path: string }>("POST", "/api/content/new", request),
  itemShownOn: (collection: string, slug: string) =>
    call<ItemShownOnResponse>(
      "GET",
      `/api/content/shown-on?collection=${encodeURIComponent(collection)}&slug=${encodeURIComponent(slug)}`,
    ),
  deleteItem: (collection: string, slug: string, baseHash: string) =>
    call<DeletedItem>("POST", "/api/content/delete", { collection, slug, baseHash }),
  itemTexts: () => call<{ items: ItemTexts[] }>("GET", "/api/content/texts"),
  deletedItems: () => call<{ deleted: DeletedItem[] }>("GET", "/api/content/deleted"),
  undeleteItem: (id: string) => call<{ collection: string; slug: string }>("POST", "/api/content/undelete", { id }),
  remove: (path: string, baseHash: string) => call<{ deleted: string }>("POST", "/api/delete", { path, baseHash }),
};
