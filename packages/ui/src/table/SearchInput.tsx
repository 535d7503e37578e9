import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { CloseButton, Input, InputGroup, mergeRefs } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { passFocus } from '../layout/pageFocus';

export interface SearchInputProps {
  /** The applied search text (what the list is filtered by). */
  value: string;
  /** Called with the typed text once typing has paused for `delayMs`, and at once when cleared. */
  onChange: (value: string) => void;
  /** Accessible name; defaults to 'Søk'. */
  label?: string;
  placeholder?: string;
  delayMs?: number;
  /** The input, for a caller that gives it the focus back. */
  ref?: Ref<HTMLInputElement>;
}

export const SEARCH_DEBOUNCE_MS = 300;

/** A search field for table toolbars that reports its text debounced, so each keystroke is not a request. */
export function SearchInput({
  value,
  onChange,
  label = 'Søk',
  placeholder = 'Søk',
  delayMs = SEARCH_DEBOUNCE_MS,
  ref,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const inputRef = useMemo(() => mergeRefs(input, ref), [ref]);

  // Follow outside changes of the applied value (a reset), without an effect writing state.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs, onChange]);

  // 'Tøm søk' goes with the text it clears: the focus goes to the field first, for the next search.
  const clear = () => {
    passFocus(input.current);
    setText('');
    if (value !== '') onChange('');
  };

  return (
    <InputGroup
      maxW={{ base: 'full', md: '20rem' }}
      startElement={<LuSearch aria-hidden="true" />}
      endElement={text ? <CloseButton size="xs" aria-label="Tøm søk" onClick={clear} /> : undefined}
    >
      <Input
        ref={inputRef}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </InputGroup>
  );
}
