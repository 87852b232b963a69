import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_WORDS,
  tooLargeMessage,
  UPLOAD_ACCEPT,
  type UploadResponse,
} from "../../shared/uploadApi";

export type UploadAction = (file: File, folder: string) => Promise<UploadResponse>;

/**
 * Upload for an image field: choose a file, or drop one on the field's text box. The server checks the
 * file's bytes and stores it in public/; the field then holds its address and the picker lists it.
 */
export function ImageUpload({
  inputId,
  label,
  folder,
  upload,
  onUploaded,
}: {
  /** Id of the field's text box, which also takes dropped files. */
  inputId: string;
  label: string;
  folder: string;
  upload: UploadAction;
  onUploaded: (address: string) => void;
}) {
  const chooser = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const latest = useRef({ folder, upload, onUploaded });
  latest.current = { folder, upload, onUploaded };

  const send = useRef(async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      setMessage({ ok: false, text: tooLargeMessage(file.name, file.size) });
      return;
    }
    setBusy(true);
    setMessage(undefined);
    try {
      const result = await latest.current.upload(file, latest.current.folder);
      latest.current.onUploaded(result.path);
      setMessage({
        ok: true,
        text: result.existing
          ? `The same image is already at ${result.path}: the field uses it.`
          : result.renamedFrom
            ? `Another image is already at ${result.renamedFrom}, so this one was saved as ${result.path}.`
            : `Uploaded as ${result.path}.`,
      });
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  }).current;

  // files dropped on the field's text box
  useEffect(() => {
    const field = document.getElementById(inputId);
    if (!field) return;
    const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
      field.style.outline = "2px dashed #2563eb";
    };
    const leave = () => (field.style.outline = "");
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      leave();
      const file = event.dataTransfer?.files[0];
      if (file) void send(file);
    };
    field.addEventListener("dragover", over);
    field.addEventListener("dragleave", leave);
    field.addEventListener("drop", drop);
    return () => {
      field.removeEventListener("dragover", over);
      field.removeEventListener("dragleave", leave);
      field.removeEventListener("drop", drop);
    };
  }, [inputId, send]);

  return (
    <Stack gap={1} mt={1} data-image-upload="">
      <HStack gap={2} wrap="wrap">
        <Button size="xs" variant="outline" loading={busy} onClick={() => chooser.current?.click()}>
          <Upload aria-hidden /> Upload an image for {label}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          or drop one on the field: PNG, JPEG, WebP, AVIF or SVG, at most {MAX_UPLOAD_WORDS}.
        </Text>
      </HStack>
      <input
        ref={chooser}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={`Image file for ${label}`}
        style={{ display: "none" }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      {/* both regions stay on screen, so what appears in them is read out */}
      <Text fontSize="sm" role="status" data-upload-message="" hidden={!message?.ok}>
        {message?.ok ? message.text : ""}
      </Text>
      <Text fontSize="sm" role="alert" color="red.700" data-upload-problem="" hidden={!message || message.ok}>
        {message && !message.ok ? message.text : ""}
      </Text>
    </Stack>
  );
}
