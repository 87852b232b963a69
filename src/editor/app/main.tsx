import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { createRoot } from "react-dom/client";
import { EditorApp } from "./EditorApp";

createRoot(document.getElementById("root")!).render(
  <ChakraProvider value={defaultSystem}>
    <EditorApp />
  </ChakraProvider>,
);
