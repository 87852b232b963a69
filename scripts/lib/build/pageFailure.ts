/**
 * A page that failed in a render thread, as the build learns of it: what the thread said, and the type of the site
 * block whose component threw, when one did (the answer's header, src/blocks/siteBlocks.ts siteBlockTypeHeader).
 */
export class PageFailure extends Error {
  constructor(
    message: string,
    readonly siteBlockType?: string,
  ) {
    super(message);
    this.name = "PageFailure";
  }
}
