import { createContext, useContext, type ComponentProps, type ReactNode, type Ref } from 'react';
import {
  Cell as AriaCell,
  Checkbox,
  Collection,
  Column as AriaColumn,
  composeRenderProps,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type SortDirection,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import { useT } from '../../lib/i18n';
import { tableCellVariants } from './Table.variants';
import { focusRingInset, indicatorFocusRing } from '../../lib/focusRing';
import { Spinner } from '../../lib/Spinner';

const LoadingContext = createContext(false);
const DensityContext = createContext<'regular' | 'compact'>('regular');

export interface TableProps extends AriaTableProps {
  /**
   * Rows are being fetched: the body shows a loading row instead of its rows and the table is
   * `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Row height: `compact` (smaller padding) for long lists of orders and records, `regular` for
   * everything else.
   * @default 'regular'
   */
  density?: 'regular' | 'compact';
  ref?: Ref<HTMLTableElement | HTMLDivElement>;
}

/**
 * A data table (react-aria grid): keyboard navigation, sortable columns (`sortDescriptor` /
 * `onSortChange`), optional row selection (`selectionMode`; checkboxes are added by
 * `TableHeader` and `Row`), loading and empty states. Compose it from `TableHeader`,
 * `Column`, `TableBody`, `Row` and `Cell`. It scrolls sideways when it does not fit.
 */
export function Table({ isLoading = false, density = 'regular', className, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className="w-full overflow-x-auto rounded-lg border border-border bg-surface"
    >
      <LoadingContext.Provider value={isLoading}>
        <DensityContext.Provider value={density}>
          <AriaTable
            {...props}
            data-loading={isLoading || undefined}
            data-density={density}
            // react-aria does not pass aria-busy through, so the element is rendered here
            render={
              isLoading
                ? (p) => <table {...(p as ComponentProps<'table'>)} aria-busy="true" />
                : props.render
            }
            className={composeClassName(
              className,
              cn('w-full border-collapse text-sm text-fg', focusRingInset),
            )}
          />
        </DensityContext.Provider>
      </LoadingContext.Provider>
    </div>
  );
}

export interface TableHeaderProps<T> extends AriaTableHeaderProps<T> {
  ref?: Ref<HTMLTableSectionElement | HTMLDivElement>;
}

/** The header row. With checkbox selection it adds the select-all column. */
export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  const t = useT();
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader
      {...props}
      className={composeClassName(className, 'border-b border-border bg-surface-sunken')}
    >
      {selectionBehavior === 'toggle' && (
        <AriaColumn className="w-10 px-3 py-2">
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <span className="sr-only">{t('table.selection')}</span>
          )}
        </AriaColumn>
      )}
      <Collection items={columns} dependencies={props.dependencies}>
        {children}
      </Collection>
    </AriaTableHeader>
  );
}

export interface ColumnProps extends AriaColumnProps {
  /** Alignment of the header and, by convention, of its cells: `end` for numbers. @default 'start' */
  align?: 'start' | 'center' | 'end';
  ref?: Ref<HTMLTableCellElement | HTMLDivElement>;
}

/**
 * A column header. With `allowsSorting` it toggles the sort on press and shows an arrow; the
 * direction is announced through `aria-sort`.
 */
export function Column({ align, className, children, ...props }: ColumnProps) {
  const density = useContext(DensityContext);
  return (
    <AriaColumn
      {...props}
      data-align={align}
      className={composeClassName(
        className,
        cn(
          tableCellVariants({ align, density }),
          'text-xs font-medium whitespace-nowrap text-fg-muted data-[allows-sorting]:cursor-default data-[hovered]:text-fg',
        ),
      )}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span
          className={cn(
            'inline-flex items-center gap-1 align-middle',
            align === 'end' && 'flex-row-reverse',
          )}
        >
          {content}
          {allowsSorting && <SortIcon direction={sortDirection} />}
        </span>
      ))}
    </AriaColumn>
  );
}

const SORT_PATHS: Record<SortDirection | 'none', string> = {
  none: 'M5 6l3-3 3 3M5 10l3 3 3-3',
  ascending: 'M8 13V3M4 7l4-4 4 4',
  descending: 'M8 3v10M4 9l4 4 4-4',
};

function SortIcon({ direction }: { direction?: SortDirection }) {
  return (
    <svg
      aria-hidden="true"
      data-slot="sort-icon"
      data-direction={direction ?? 'none'}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-3.5 shrink-0"
    >
      <path d={SORT_PATHS[direction ?? 'none']} />
    </svg>
  );
}

export interface TableBodyProps<T> extends AriaTableBodyProps<T> {
  /**
   * What to show when there are no rows (ignored when `renderEmptyState` is given).
   * @default ui:table.empty
   */
  emptyContent?: ReactNode;
  ref?: Ref<HTMLTableSectionElement | HTMLDivElement>;
}

/** The rows. Shows `emptyContent` when there are none and a loading row while the table loads. */
export function TableBody<T extends object>({
  emptyContent,
  renderEmptyState,
  items,
  children,
  className,
  ...props
}: TableBodyProps<T>) {
  const t = useT();
  const isLoading = useContext(LoadingContext);
  return (
    <AriaTableBody
      {...props}
      items={isLoading ? [] : items}
      className={composeClassName(className, 'bg-surface')}
      renderEmptyState={(state) =>
        isLoading ? (
          <div
            data-slot="loading"
            className="flex items-center justify-center gap-2 py-8 text-fg-muted"
          >
            <Spinner />
            {t('table.loading')}
          </div>
        ) : (
          (renderEmptyState?.(state) ?? (
            <div data-slot="empty" className="py-8 text-center text-fg-muted">
              {emptyContent ?? t('table.empty')}
            </div>
          ))
        )
      }
    >
      {isLoading && typeof children !== 'function' ? null : children}
    </AriaTableBody>
  );
}

export interface RowProps<T> extends AriaRowProps<T> {
  ref?: Ref<HTMLTableRowElement | HTMLDivElement>;
}

/** A row. With checkbox selection it adds its selection cell. */
export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow
      id={id}
      {...props}
      className={composeClassName(
        className,
        cn(
          'border-b border-border text-fg last:border-b-0 data-[disabled]:opacity-50 data-[hovered]:bg-surface-sunken data-[selected]:bg-surface-sunken data-[selected]:shadow-[inset_3px_0_0_var(--color-primary)]',
          focusRingInset,
        ),
      )}
    >
      {selectionBehavior === 'toggle' && (
        <AriaCell className="px-3 py-2">
          <SelectionCheckbox />
        </AriaCell>
      )}
      <Collection items={columns} dependencies={props.dependencies}>
        {children}
      </Collection>
    </AriaRow>
  );
}

export interface CellProps extends AriaCellProps {
  /** Alignment: `end` for numbers (also makes digits tabular). @default 'start' */
  align?: 'start' | 'center' | 'end';
  ref?: Ref<HTMLTableCellElement | HTMLDivElement>;
}

/** A cell. Match its `align` to its column's. */
export function Cell({ align, className, ...props }: CellProps) {
  const density = useContext(DensityContext);
  return (
    <AriaCell
      {...props}
      data-align={align}
      className={composeClassName(className, tableCellVariants({ align, density }))}
    />
  );
}

/** The row and select-all checkbox; react-aria names it ("Select", "Select All"). */
function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className="group flex items-center outline-none">
      {({ isSelected, isIndeterminate }) => (
        <span
          className={cn(
            'flex size-4 items-center justify-center rounded-sm border border-border-strong bg-surface text-primary-fg group-data-[indeterminate]:border-primary group-data-[indeterminate]:bg-primary group-data-[selected]:border-primary group-data-[selected]:bg-primary',
            indicatorFocusRing,
          )}
        >
          {(isSelected || isIndeterminate) && (
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              className="size-3"
            >
              <path d={isIndeterminate ? 'M4 8h8' : 'M3.5 8.5l3 3 6-7'} />
            </svg>
          )}
        </span>
      )}
    </Checkbox>
  );
}
