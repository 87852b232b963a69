import type { PictureSet, ResolvedImage } from "../../engine/pictures/pictureSet";
import { Picture } from "../../ui/Picture";

/**
 * A picture of Markdown text (![alt](/photos/x.jpg)): a file of public/ the validator found there, drawn like
 * every picture of a config, with the sizes the picture step made of it (`picture`, beside the text as
 * "markdownPictures"): width and height always, lazy unless it is the page's first large picture. Without made
 * sizes (an SVG, the dev server) the file is shown as it is, lazily.
 */
export function MarkdownPicture({
  src,
  alt,
  title,
  picture,
}: {
  src: string;
  alt: string;
  title?: string;
  picture?: PictureSet;
}) {
  const image: ResolvedImage = picture ? { src, alt, picture } : { src, alt };
  return <Picture image={image} title={title} loading="lazy" decoding="async" maxW="100%" h="auto" rounded="md" />;
}
