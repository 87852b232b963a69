import { Stack, Text } from "@chakra-ui/react";

/**
 * An answer's text. The one place the FAQ turns an answer into markup: for now plain paragraphs (a blank line
 * starts a new one), to be replaced by the site's Markdown renderer, which reads the same text.
 */
export function FaqAnswer({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Stack gap="3" color="fg.muted" lineHeight="1.7">
      {paragraphs.map((paragraph, i) => (
        <Text key={i}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
