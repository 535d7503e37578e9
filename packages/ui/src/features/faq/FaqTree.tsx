import { Accordion, Stack, Text } from '@chakra-ui/react';
import type { FaqTreeNode } from '@portal/api-client/documents';

/** A FAQ folder: its questions (each opens to its answer) and its sub-folders. */
function FaqFolders({ nodes }: { nodes: readonly FaqTreeNode[] }) {
  return (
    <Accordion.Root multiple variant="plain">
      {nodes.map((node) => (
        <Accordion.Item key={node.id} value={String(node.id)}>
          <Accordion.ItemTrigger cursor="pointer" py="2">
            <Text flex="1" textAlign="start" fontWeight="semibold">
              {node.name}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody ps="4" pt="0">
              <Stack gap="1">
                {node.faqs.length > 0 ? (
                  <Accordion.Root multiple variant="enclosed" size="sm">
                    {node.faqs.map((faq) => (
                      <Accordion.Item key={faq.id} value={String(faq.id)}>
                        <Accordion.ItemTrigger cursor="pointer">
                          <Text flex="1" textAlign="start">
                            {faq.question}
                          </Text>
                          <Accordion.ItemIndicator />
                        </Accordion.ItemTrigger>
                        <Accordion.ItemContent>
                          <Accordion.ItemBody whiteSpace="pre-line">
                            {faq.answer}
                          </Accordion.ItemBody>
                        </Accordion.ItemContent>
                      </Accordion.Item>
                    ))}
                  </Accordion.Root>
                ) : null}
                {node.children.length > 0 ? <FaqFolders nodes={node.children} /> : null}
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/**
 * A FAQ tree (the teacher's 'Ressurser', the staff's 'FAQ'): nested accordions of categories with
 * their questions, each opening to its answer. Triggers are buttons: Tab, Enter and Space work.
 */
export function FaqTree({ nodes }: { nodes: readonly FaqTreeNode[] }) {
  return <FaqFolders nodes={nodes} />;
}
