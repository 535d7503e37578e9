import { Button, DataList, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Issue } from '@portal/api-client/issues';
import { issueCategoryLabel, issueStateLabel } from '@portal/domain/issue';
import { PriorityDot } from './PriorityDot';
import { EDIT_LABEL, NO_DEVELOPER_TEXT, estimateText } from './issueTexts';

export interface IssueDetailDialogProps {
  issue: Issue | null;
  onClose: () => void;
  onEdit: (issue: Issue) => void;
}

/** Every field of one issue, with its full description and details. */
export function IssueDetailDialog({ issue, onClose, onEdit }: IssueDetailDialogProps) {
  return (
    <Dialog.Root
      open={issue !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {issue ? (
              <>
                <Dialog.Header>
                  <Dialog.Title wordBreak="break-word">{issue.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <DataList.Root orientation="horizontal" gap="3">
                    <DataList.Item>
                      <DataList.ItemLabel>Status</DataList.ItemLabel>
                      <DataList.ItemValue>{issueStateLabel(issue.state)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Kategori</DataList.ItemLabel>
                      <DataList.ItemValue>{issueCategoryLabel(issue.category)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Prioritet</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <PriorityDot priority={issue.priority} />
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Estimat</DataList.ItemLabel>
                      <DataList.ItemValue>{estimateText(issue.estimate)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Utvikler</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {issue.developer_name ?? NO_DEVELOPER_TEXT}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Opprettet av</DataList.ItemLabel>
                      <DataList.ItemValue>{issue.author_name ?? '–'}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Beskrivelse</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <Text whiteSpace="pre-line" wordBreak="break-word">
                          {issue.description}
                        </Text>
                      </DataList.ItemValue>
                    </DataList.Item>
                    {issue.details ? (
                      <DataList.Item>
                        <DataList.ItemLabel>Detaljer</DataList.ItemLabel>
                        <DataList.ItemValue>
                          <Text whiteSpace="pre-line" wordBreak="break-word">
                            {issue.details}
                          </Text>
                        </DataList.ItemValue>
                      </DataList.Item>
                    ) : null}
                  </DataList.Root>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    Lukk
                  </Button>
                  <Button colorPalette="brand" onClick={() => onEdit(issue)}>
                    {EDIT_LABEL}
                  </Button>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
