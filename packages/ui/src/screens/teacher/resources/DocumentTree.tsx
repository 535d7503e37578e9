import { Accordion, Link, List, Stack, Text } from '@chakra-ui/react';
import type { DocumentTreeNode } from '@portal/api-client/documents';
import { LuExternalLink, LuFileText, LuFolder } from 'react-icons/lu';

/** A folder's documents (links open in a new tab) and its sub-folders, collapsible. */
function DocumentFolders({ nodes }: { nodes: readonly DocumentTreeNode[] }) {
  return (
    <Accordion.Root multiple variant="plain">
      {nodes.map((node) => (
        <Accordion.Item key={node.id} value={String(node.id)}>
          <Accordion.ItemTrigger cursor="pointer" py="2">
            <LuFolder aria-hidden />
            <Text flex="1" textAlign="start" fontWeight="medium">
              {node.name}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody ps="6" pt="0">
              <Stack gap="2">
                {node.documents.length > 0 ? (
                  <List.Root gap="1" variant="plain">
                    {node.documents.map((doc) => (
                      <List.Item key={doc.id} alignItems="center" gap="2">
                        <List.Indicator asChild>
                          <LuFileText aria-hidden />
                        </List.Indicator>
                        <Link
                          href={doc.file_uri}
                          target="_blank"
                          rel="noopener noreferrer"
                          colorPalette="brand"
                          variant="underline"
                        >
                          {doc.document_name}
                          <LuExternalLink aria-label="(åpnes i ny fane)" />
                        </Link>
                      </List.Item>
                    ))}
                  </List.Root>
                ) : null}
                {node.children.length > 0 ? <DocumentFolders nodes={node.children} /> : null}
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** The document tree of 'Ressurser'. */
export function DocumentTree({ nodes }: { nodes: readonly DocumentTreeNode[] }) {
  return <DocumentFolders nodes={nodes} />;
}
