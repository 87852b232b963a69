import { Image } from "@chakra-ui/react";

/**
 * A picture of Markdown text (![alt](/photos/x.jpg)): a file of public/ the validator found there. The one place
 * Markdown pictures are drawn, so the site's picture handling (sizes, srcset) can take them over here.
 */
export function MarkdownPicture({ src, alt, title }: { src: string; alt: string; title?: string }) {
  return <Image src={src} alt={alt} title={title} loading="lazy" decoding="async" maxW="100%" h="auto" rounded="md" />;
}
