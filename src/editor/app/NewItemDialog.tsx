import { Button, Dialog, List, Portal, Text } from "@chakra-ui/react";
import { ItemBodyField } from "./items/ItemBodyField";
import { useEffect, useMemo, useState } from "react";
import type { JsonSchema, NewItemAskingResponse, NewItemCheckResponse, NewItemFormResponse } from "../shared/api";
import { api, ApiError } from "./api";
import { ConfigForm } from "./form/ConfigForm";
import { itemAddress } from "./itemAddress";
import { SaveProblemsDialog } from "./SaveProblemsDialog";
import type { Editor } from "./useEditor";
import { useItemFormContext } from "./useFormContext";

/**
 * A new item of a collection: a form of the fields its schema requires and the ones the site's pages show (marked
 * so), with the CLI's messages at each field as it is typed; the file it will be (named as the collection's items
 * are) is said, and written whole only by "Create" (src/editor/server/itemLifecycleApi.ts).
 */
export function NewItemDialog({
  editor,
  collection,
  onClose,
  onCreated,
}: {
  editor: Editor;
  collection: string;
  onClose: () => void;
  onCreated: (address: string) => void;
}) {
  const [form, setForm] = useState<NewItemFormResponse>();
  const [value, setValue] = useState<Record<string, unknown>>({});
  const [body, setBody] = useState("");
  const [checked, setChecked] = useState<NewItemCheckResponse>();
  // a value's problems show as it is typed; a field left empty is said once the person tries to create
  const [touched, setTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  // one-line fields, as the item's own form has them: a line break typed here was then said to be "written outside
  // the editor"
  const context = useItemFormContext(editor, itemAddress(collection, "new"), value);

  useEffect(() => {
    let live = true;
    api.newItemForm(collection).then(
      (loaded) => live && setForm(loaded),
      (error: Error) => live && setProblem(error.message),
    );
    return () => void (live = false);
  }, [collection]);

  const request = useMemo(
    () => ({ collection, value, ...(form?.body ? { body } : {}) }),
    [collection, value, body, form],
  );
  useEffect(() => {
    if (!form) return;
    let live = true;
    const timer = setTimeout(() => {
      api.checkNewItem(request).then(
        (answer) => live && setChecked(answer),
        (error: Error) => live && setProblem(error.message),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [form, request]);

  // the fields the pages show and the schema leaves optional are marked: the site cannot be built without them
  const schema = useMemo<JsonSchema | undefined>(() => {
    if (!form) return undefined;
    const properties = { ...(form.schema.properties as Record<string, JsonSchema>) };
    for (const key of form.pageFields) {
      const about = typeof properties[key]?.description === "string" ? ` ${properties[key].description}` : "";
      properties[key] = {
        ...properties[key],
        description: `Its page shows it: the site is not built while it is empty.${about}`,
      };
    }
    return { ...form.schema, properties };
  }, [form]);

  const empty = new Set(["missing-field", "item-field-missing"]);
  const shown: NewItemCheckResponse["diagnostics"] = (touched || tried ? (checked?.diagnostics ?? []) : []).filter(
    (d) => tried || !empty.has(d.code),
  );
  // what the fields do not show: a problem of the whole item, or of its text
  const asked = new Set(Object.keys((form?.schema.properties as object | undefined) ?? {}));
  const elsewhere = shown.filter((d) => !d.field || !asked.has(d.field));

  // Create with problems the build stops on (a bad date, raw HTML in its text) asks first, as Save does
  const [asking, setAsking] = useState<NewItemAskingResponse>();
  const create = async (despiteProblems = false) => {
    setTried(true);
    setProblem(undefined);
    setBusy(true);
    try {
      const made = await api.newItem(despiteProblems ? { ...request, despiteProblems } : request);
      onClose();
      onCreated(itemAddress(collection, made.slug));
    } catch (error) {
      const refusal = error instanceof ApiError ? (error.body as Partial<NewItemAskingResponse>) : undefined;
      if (refusal?.asking && Array.isArray(refusal.diagnostics) && typeof refusal.path === "string") {
        setAsking(refusal as NewItemAskingResponse);
        setChecked((before) => ({
          path: refusal.path!,
          slug: before?.slug ?? "",
          diagnostics: refusal.diagnostics!,
        }));
        return;
      }
      const diagnostics = refusal?.diagnostics;
      if (Array.isArray(diagnostics))
        setChecked((before) => ({
          path: before?.path ?? "",
          slug: before?.slug ?? "",
          diagnostics: diagnostics as NewItemCheckResponse["diagnostics"],
        }));
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-new-item-dialog="">
              <Dialog.Header>
                <Dialog.Title>New item of {collection}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {!form || !schema ? (
                  <Text role="status">{problem ?? "Reading the collection's fields…"}</Text>
                ) : (
                  <>
                    <Text fontSize="sm" color="fg.muted" mb={3}>
                      The fields its schema requires (marked *) and the ones its pages show. The file is written when
                      you create it.
                    </Text>
                    <ConfigForm
                      idPrefix="new-item"
                      schema={schema}
                      value={value}
                      diagnostics={shown}
                      pointer=""
                      context={context}
                      onChange={(next) => {
                        setValue(next as Record<string, unknown>);
                        setTouched(true);
                      }}
                    />
                    {form.body && (
                      <ItemBodyField
                        id="new-item-body"
                        rows={6}
                        body={body}
                        bodyLine={undefined}
                        problems={[]}
                        onChange={setBody}
                      />
                    )}
                    {elsewhere.length > 0 && (
                      <List.Root mt={2} data-new-item-problems="">
                        {elsewhere.map((d) => (
                          <List.Item key={`${d.path}:${d.line}:${d.column}:${d.code}`} color="fg.error" fontSize="sm">
                            {d.path}:{d.line}:{d.column} {d.message} {d.hint}
                          </List.Item>
                        ))}
                      </List.Root>
                    )}
                    {checked?.path && (
                      <Text fontSize="sm" mt={3} data-new-item-path="">
                        It will be saved as <code>{checked.path}</code>
                        {form.dated ? " (named with its date first, as the collection's other items are)" : ""}.
                      </Text>
                    )}
                    {problem && (
                      <Text color="fg.error" role="alert" mt={2}>
                        {problem}
                      </Text>
                    )}
                  </>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button onClick={() => void create()} disabled={!form || busy}>
                  Create
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {asking && (
        <SaveProblemsDialog
          verb="Create"
          path={asking.path}
          problems={asking.diagnostics}
          onSave={() => void create(true)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </>
  );
}
