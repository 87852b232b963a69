import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { PictureReport, PictureRequest } from "../../shared/pictureApi";
import { FocusPicker } from "./FocusPicker";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** How the crop preview is drawn: a fixed shape's crop at a small size, other pictures at a thumbnail's width. */
const previewWidth = (layout: string | undefined) => (layout === "avatar" ? 64 : 200);

/**
 * A picture field's picture as the build makes it (the server runs the build's picture step): the made
 * `<picture>` at this place's sizes and crop, the source's pixel size, the build's warnings in its words, and the
 * focal-point picker. Asked again when the picture, its description, its focus or its place changes.
 */
export function PicturePanel({
  request,
  label,
  describe,
  onFocus,
}: {
  request: PictureRequest;
  label: string;
  describe: (request: PictureRequest) => Promise<PictureReport>;
  onFocus: (focus: string) => void;
}) {
  const [report, setReport] = useState<PictureReport>();
  const [failed, setFailed] = useState<string>();
  const asked = JSON.stringify(request);
  useEffect(() => {
    let current = true;
    // typing a path or a description asks once it rests
    const timer = setTimeout(() => {
      describe(JSON.parse(asked) as PictureRequest).then(
        (answer) => current && (setReport(answer), setFailed(undefined)),
        (error: Error) => current && setFailed(error.message),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, describe]);

  if (failed) return <Text fontSize="xs" color="fg.muted">{`The picture cannot be shown: ${failed}`}</Text>;
  if (!report || report.kind === "none" || report.kind === "missing") return null;
  if (report.kind === "svg")
    return (
      <Text fontSize="xs" color="fg.muted" data-picture-size="">
        An SVG: published as it is, at any size.
      </Text>
    );
  const { source, picture, notes } = report;
  const shape = report.layout === "avatar" ? { borderRadius: "50%" } : {};
  return (
    <Stack gap={2} mt={1} data-picture-panel="">
      <HStack align="start" gap={4} wrap="wrap">
        <FocusPicker src={request.src} focus={request.focus} label={label} onChange={onFocus} />
        {picture && (
          <Box>
            <Text fontSize="xs" color="fg.muted" mb={1}>
              As the build makes it here
            </Text>
            <picture data-picture-made="">
              {picture.sources.map((s) => (
                <source key={s.type} type={s.type} srcSet={s.srcset} sizes={`${previewWidth(report.layout)}px`} />
              ))}
              <img
                src={picture.fallback.src}
                srcSet={picture.fallback.srcset}
                sizes={`${previewWidth(report.layout)}px`}
                width={previewWidth(report.layout)}
                height={Math.round((previewWidth(report.layout) * picture.height) / picture.width)}
                alt=""
                style={{ display: "block", ...shape }}
              />
            </picture>
          </Box>
        )}
      </HStack>
      {source && (
        <Text fontSize="xs" color="fg.muted" data-picture-size="">
          {`${source.width}×${source.height} px, ${megabytes(source.bytes)}`}
          {picture
            ? `; made ${picture.fallback.srcset
                .split(", ")
                .map((entry) => entry.split(" ")[1].replace("w", ""))
                .join(", ")} px wide (${[...picture.sources.map((s) => s.type), picture.fallback.type]
                .map((type) => type.replace("image/", "").toUpperCase())
                .join(", ")})`
            : ""}
        </Text>
      )}
      {notes.map((note) => (
        <Text
          key={`${note.code} ${note.message}`}
          fontSize="sm"
          color={note.warning ? "orange.800" : "fg.error"}
          data-picture-note={note.code}
        >
          {note.warning ? "Warning: " : "The build stops: "}
          {note.message} {note.hint}
        </Text>
      ))}
    </Stack>
  );
}
