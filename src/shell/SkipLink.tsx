import { Link } from "@chakra-ui/react";
import { useWords } from "../site/useWords";

/** The first focusable element: jumps keyboard and screen-reader users past the banner and menu to main#main. */
export function SkipLink() {
  const words = useWords();
  return (
    <Link
      href="#main"
      data-skip-link=""
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      boxShadow="lg"
      focusRingColor="brand.300"
      transform="translateY(-200%)"
      _focus={{ transform: "translateY(0)" }}
    >
      {words.skipLink}
    </Link>
  );
}
