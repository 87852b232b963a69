import { Box, Container, Text } from "@chakra-ui/react";
import { useWords } from "../site/useWords";

/** Above a page served from the default language at another language's address: "not translated yet". */
export function NotTranslatedNotice() {
  const words = useWords();
  return (
    <Box role="note" data-not-translated="" bg="brand.subtle" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" px={{ base: "5", md: "8" }} py="3">
        <Text fontSize="sm" color="ink">
          {words.notTranslated}
        </Text>
      </Container>
    </Box>
  );
}
