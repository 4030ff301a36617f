import { Popover, Text } from '@mantine/core';

/** Props of CatalogueWhy. */
export interface CatalogueWhyProps {
  why: string;
  onClose: () => void;
}

/**
 * Why the catalogue was refused, in a popover below the button and across it
 * (catalogue-download-button.tsx): anchored to a box over the button, so the button itself stays
 * as it is (and keeps the focus). A click elsewhere or Escape closes it.
 */
export function CatalogueWhy({ why, onClose }: CatalogueWhyProps) {
  return (
    <Popover opened onChange={(o) => !o && onClose()} width={280} withArrow shadow="md">
      <Popover.Target>
        <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" role="alert">
          {why}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
