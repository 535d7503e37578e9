import type { ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';
import { useScrollEdges } from './useScrollEdges';

interface TableScrollFrameProps {
  /** The table's accessible name, also the frame's once it scrolls. */
  label: string;
  /** The table; its size is watched from mount, so keep the same element. */
  children: ReactNode;
  /** A height past which the frame scrolls down too (with a sticky header, say), e.g. '20rem'. */
  maxH?: string;
  /** The next rows are loading behind the ones shown: a moving bar along the frame's top. */
  busy?: boolean;
}

/**
 * The bordered frame a table scrolls sideways in (and down, given `maxH`). A table wider than the
 * frame (a phone's lesson table) fades out at each edge it continues past, so the user sees there
 * is more to scroll to.
 */
export function TableScrollFrame({ label, children, maxH, busy = false }: TableScrollFrameProps) {
  const { ref, start, end, block } = useScrollEdges<HTMLDivElement>();
  const overflows = start || end || block;
  return (
    <Box position="relative" maxW="full">
      <Table.ScrollArea
        ref={ref}
        borderWidth="1px"
        rounded="md"
        maxW="full"
        maxH={maxH}
        data-overflow-start={start || undefined}
        data-overflow-end={end || undefined}
        // Only a frame that scrolls, either way, is a keyboard stop (arrow keys scroll it), named
        // as its table.
        // A group, not a region: a screen's section is often a landmark with the same name.
        role={overflows ? 'group' : undefined}
        aria-label={overflows ? label : undefined}
        tabIndex={overflows ? 0 : undefined}
        focusVisibleRing="outside"
      >
        {children}
      </Table.ScrollArea>
      {busy && <BusyBar />}
      {start && <EdgeFade side="left" />}
      {end && <EdgeFade side="right" />}
    </Box>
  );
}

/**
 * An indeterminate bar inside the frame's top border. It shows after a moment (the fade-in waits),
 * so a quick answer does not flash it; the table's `aria-busy` says the same to a screen reader.
 * Two boxes and the theme's `position` keyframes, as Chakra's progress bar moves, without its
 * component (2.7 KiB of the dashboard's first page).
 */
function BusyBar() {
  return (
    <Box
      aria-hidden
      data-busy-bar
      position="absolute"
      top="1px"
      insetX="1px"
      h="1"
      roundedTop="md"
      overflow="hidden"
      pointerEvents="none"
      animation="fade-in 0.2s ease-out 0.3s both"
    >
      <Box
        position="absolute"
        top="0"
        h="full"
        w="50%"
        bg="fg"
        css={{ '--animate-from-x': '-50%', '--animate-to-x': '100%' }}
        animation="position 1s ease infinite"
        // Still, for those who ask for less motion: a bar that stays says the same.
        _motionReduce={{ animation: 'none' }}
      />
    </Box>
  );
}

/** A fade from the page background over one edge, inside the frame's 1px border; never hit by the pointer. */
function EdgeFade({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden
      data-scroll-fade={side}
      position="absolute"
      top="1px"
      bottom="1px"
      w="6"
      {...(side === 'left'
        ? { left: '1px', roundedLeft: 'md', bgGradient: 'to-r' }
        : { right: '1px', roundedRight: 'md', bgGradient: 'to-l' })}
      gradientFrom="bg"
      gradientTo="transparent"
      pointerEvents="none"
    />
  );
}
