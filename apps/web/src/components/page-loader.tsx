import { Center, Loader } from '@mantine/core';

/** Shown while a page's code loads. */
export function PageLoader() {
  return (
    <Center py={80} aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
