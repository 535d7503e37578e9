import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useDeleteIssue, useIssues, useUpdateIssue, type Issue } from '@portal/api-client/issues';
import { ISSUE_STATES, type IssueCategory } from '@portal/domain/issue';
import { useCallback, useRef, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { ConfirmDialog } from '../../../feedback/ConfirmDialog';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { focusedElement } from '../../../layout/pageFocus';
import { PageHeader } from '../../../layout/PageHeader';
import { CategoryFilter } from './CategoryFilter';
import { IssueColumn, type IssueMove } from './IssueColumn';
import { IssueDetailDialog } from './IssueDetailDialog';
import { IssueFormDialog } from './IssueFormDialog';
import {
  DELETE_LABEL,
  ISSUES_LOAD_ERROR,
  ISSUES_TITLE,
  ISSUE_DELETED,
  NEW_ISSUE_LABEL,
  confirmDeleteTitle,
  deleteFailedText,
} from './issueTexts';

/** Cards a column shows at first, and how many more each 'Vis flere' adds. */
const ISSUE_COLUMN_PAGE = 20;

/**
 * /employee/issues: the staff's kanban board. Three columns (Åpen, Underveis, Ferdig) side by side
 * on large screens and stacked on phones; a category filter; add, edit, delete and a detail
 * dialog; each card moves one step left or right. Every write refreshes the board.
 */
export function IssuesScreen() {
  const [category, setCategory] = useState<IssueCategory | null>(null);
  const issues = useIssues({ category });
  const [formIssue, setFormIssue] = useState<Issue | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [detail, setDetail] = useState<Issue | null>(null);
  const [toDelete, setToDelete] = useState<Issue | null>(null);
  // Per column (state), how many cards it shows; a new category starts each column over.
  const [limits, setLimits] = useState<Readonly<Record<number, number>>>({});
  // A card the user just moved or saved stays in view wherever it lands in its column's order.
  const [keptInView, setKeptInView] = useState<ReadonlySet<number>>(new Set());
  const keepInView = (id: number) => setKeptInView((ids) => new Set(ids).add(id));
  // The card just moved: its arrow takes the focus again once it is in its new column (or back in
  // its old one after a failed move).
  const [moved, setMoved] = useState<IssueMove | null>(null);
  const onMoveFocused = useCallback(() => setMoved(null), []);
  const chooseCategory = (next: IssueCategory | null) => {
    setCategory(next);
    setLimits({});
  };

  const move = useUpdateIssue({
    onError: (error) => {
      // The card stays where it was: its arrow takes the focus there, to try again.
      setMoved((last) => (last ? { ...last, state: last.from } : null));
      showErrorToast(error);
    },
  });
  const remove = useDeleteIssue();
  const busyIds = new Set<number>();
  if (move.isPending && move.variables) busyIds.add(move.variables.id);
  if (remove.isPending && remove.variables !== undefined) busyIds.add(remove.variables);

  // What had the focus when the details opened (their card's 'Detaljer'): the form opened from the
  // details gives the focus back to it. The dialog itself would give it back to the details' own
  // 'Rediger', gone by the time the form closes, and the focus would fall to the page: a keyboard
  // user's place lost.
  const detailOpener = useRef<HTMLElement | null>(null);
  const formReturnFocus = useRef<HTMLElement | null>(null);
  const openDetail = (issue: Issue) => {
    detailOpener.current = focusedElement();
    setDetail(issue);
  };
  const openForm = (issue: Issue | null) => {
    formReturnFocus.current = detail ? detailOpener.current : null;
    setDetail(null);
    setFormIssue(issue);
    setFormOpen(true);
  };
  const deleteIssue = async (issue: Issue) => {
    try {
      await remove.mutateAsync(issue.id);
      showToast({ title: ISSUE_DELETED, type: 'success' });
    } catch (error) {
      showErrorToast(error, { description: deleteFailedText(issue.title) });
      throw error;
    }
  };

  let board;
  if (issues.isPending) board = <LoadingState variant="skeleton" lines={6} />;
  else if (issues.isError || !issues.data)
    board = (
      <ErrorState
        message={ISSUES_LOAD_ERROR}
        onRetry={() => void issues.refetch()}
        retrying={issues.isFetching}
      />
    );
  else
    board = (
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        {ISSUE_STATES.map((state) => (
          <IssueColumn
            key={state.value}
            state={state.value}
            label={state.label}
            issues={issues.data.filter((issue) => issue.state === state.value)}
            busyIds={busyIds}
            limit={limits[state.value] ?? ISSUE_COLUMN_PAGE}
            keptInView={keptInView}
            onShowMore={() =>
              setLimits((all) => ({
                ...all,
                [state.value]: (all[state.value] ?? ISSUE_COLUMN_PAGE) + ISSUE_COLUMN_PAGE,
              }))
            }
            moved={moved}
            onMoveFocused={onMoveFocused}
            onMove={(issue, next) => {
              keepInView(issue.id);
              setMoved({
                id: issue.id,
                from: issue.state,
                state: next,
                direction: next < issue.state ? 'left' : 'right',
              });
              move.mutate({ id: issue.id, patch: { state: next } });
            }}
            onOpen={openDetail}
            onEdit={openForm}
            onDelete={setToDelete}
          />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="4">
      <PageHeader
        title={ISSUES_TITLE}
        actions={
          <Button colorPalette="brand" onClick={() => openForm(null)}>
            <LuPlus aria-hidden /> {NEW_ISSUE_LABEL}
          </Button>
        }
      />
      <CategoryFilter value={category} onChange={chooseCategory} />
      {board}
      <IssueFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        issue={formIssue}
        onSaved={(saved) => keepInView(saved.id)}
        finalFocusEl={() => formReturnFocus.current}
      />
      <IssueDetailDialog issue={detail} onClose={() => setDetail(null)} onEdit={openForm} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={toDelete ? confirmDeleteTitle(toDelete.title) : ''}
        body="Issuen slettes for godt."
        confirmLabel={DELETE_LABEL}
        destructive
        onConfirm={() => (toDelete ? deleteIssue(toDelete) : undefined)}
      />
    </Stack>
  );
}
