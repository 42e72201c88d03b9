import { Button } from '../../ui/form/Button';
import { Pagination } from './deskPageStyles';

export interface DeskPageButtonsProps {
  /** What the pages are of, for the navigation's name: "Pages of claims". */
  label: string;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  onPreviousPage: () => void;
  onNextPage: () => void;
}

/** Previous page and Next page under a desk table, each only when there is one; nothing when neither. */
export function DeskPageButtons(props: DeskPageButtonsProps) {
  if (!props.hasPreviousPage && !props.hasNextPage) return null;
  return (
    <Pagination aria-label={props.label}>
      {props.hasPreviousPage && (
        <Button type="button" variant="secondary" onClick={props.onPreviousPage}>
          Previous page
        </Button>
      )}
      {props.hasNextPage && (
        <Button type="button" variant="secondary" onClick={props.onNextPage}>
          Next page
        </Button>
      )}
    </Pagination>
  );
}
