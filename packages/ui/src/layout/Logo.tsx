import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { PRODUCT_NAME } from './documentTitle';

export interface LogoProps extends Omit<HTMLChakraProps<'svg'>, 'children'> {
  /** The wordmark's text and accessible name. */
  name?: string;
}

/** The portal's wordmark: an open-book mark and the name, in the brand colour of the mode. */
export function Logo({ name = PRODUCT_NAME, height = '8', ...props }: LogoProps) {
  // Width follows the text: about 0.62 em per character at the 20 px font size, plus the mark.
  const width = 44 + Math.round(name.length * 12.4);
  return (
    <chakra.svg
      viewBox={`0 0 ${width} 32`}
      height={height}
      width="auto"
      role="img"
      aria-label={name}
      color="brand.fg"
      flexShrink={0}
      {...props}
    >
      <rect x="0" y="0" width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M7 10.5c3-1.6 6.2-1.6 9 .4 2.8-2 6-2 9-.4v12c-3-1.4-6.2-1.4-9 .6-2.8-2-6-2-9-.6z"
        fill="none"
        stroke="var(--chakra-colors-bg)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M16 11v12" stroke="var(--chakra-colors-bg)" strokeWidth="2" />
      <text
        x="42"
        y="23"
        fill="currentColor"
        // Inline style, not presentation attributes: inherited CSS must not change the wordmark.
        style={{
          fontSize: '20px',
          fontWeight: 700,
          fontFamily: 'var(--chakra-fonts-heading)',
          letterSpacing: '-0.01em',
        }}
      >
        {name}
      </text>
    </chakra.svg>
  );
}
