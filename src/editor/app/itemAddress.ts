/** An item is opened by its address in the editor's hash: "#item:posts/rye-starter". */
export function itemAddress(collection: string, slug: string): string {
  return `item:${collection}/${slug}`;
}

export function parseItemAddress(hash: string | undefined): { collection: string; slug: string } | undefined {
  const match = /^item:([a-z0-9][a-z0-9-]*)\/([^/]+)$/.exec(hash ?? "");
  return match ? { collection: match[1], slug: match[2] } : undefined;
}
