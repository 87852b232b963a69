import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { api } from "./api";
import { newPage, pagePath, routeProblem } from "./paths";
import type { Editor } from "./useEditor";

/** Creates a page: its address and title, blank or a copy of another page (also used to duplicate one). */
export function NewPageDialog({
  editor,
  open,
  copyFrom = "",
  onClose,
  onCreated,
}: {
  editor: Editor;
  open: boolean;
  copyFrom?: string;
  onClose: () => void;
  onCreated: (path: string) => void;
}) {
  // mounted afresh each time it opens, so its fields start from what it is opened for
  const [route, setRoute] = useState(() =>
    copyFrom ? `${editor.state.files.find((f) => f.path === copyFrom)?.route ?? ""}-copy` : "/",
  );
  const [title, setTitle] = useState("");
  const [source, setSource] = useState(copyFrom);
  const [problem, setProblem] = useState<string>();
  const pages = editor.state.files.filter((f) => f.kind === "page");

  const create = async () => {
    const wrong = routeProblem(route) ?? (title.trim() ? undefined : "Give the page a title.");
    if (wrong) return setProblem(wrong);
    const path = pagePath(route);
    if (editor.state.files.some((f) => f.path === path)) return setProblem(`There is already a page at ${route}.`);
    const copy = source ? (editor.store.get(source)?.value ?? (await api.file(source)).value) : undefined;
    const failed = await editor.create(path, newPage(route, title.trim(), copy));
    if (failed) return setProblem(failed);
    onClose();
    onCreated(path);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{copyFrom ? "Duplicate page" : "New page"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Field.Root required>
                  <Field.Label>Address</Field.Label>
                  <Input value={route} onChange={(e) => setRoute(e.target.value)} placeholder="/new-page" />
                  <Field.HelperText>The page's URL, for example /pricing or /integrations/zoom.</Field.HelperText>
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Title</Field.Label>
                  <Input
                    value={title}
                    onChange={(e) => setTitle(e.target.value)}
                    placeholder="Simple, Transparent Pricing"
                  />
                  <Field.HelperText>Shown in the browser tab and search results.</Field.HelperText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Start from</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={source} onChange={(e) => setSource(e.target.value)}>
                      <option value="">A blank page</option>
                      {pages.map((p) => (
                        <option key={p.path} value={p.path}>
                          A copy of {p.route}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {problem && (
                  <Text color="fg.error" role="alert">
                    {problem}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="blue">
                Create page
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
