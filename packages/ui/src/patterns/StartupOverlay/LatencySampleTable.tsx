import { FAILED_PING_MS, type LatencySampleResult } from '@invest/domain';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { tableCellVariants } from '../../primitives/Table/Table.variants';
import { SectionHeading, type HeadingLevel } from './BootChecks';
import { useFormatMs } from './useFormatMs';

/** The look of the Table primitive's column headers. */
const headerCell = 'text-xs font-medium whitespace-nowrap text-fg-muted';

/** spec 2: the sampled URLs with their round trip; a failed ping (9999 ms) reads 'No response'. */
export function LatencySampleTable({
  samples = [],
  headingLevel,
}: {
  samples?: readonly LatencySampleResult[];
  headingLevel: HeadingLevel;
}) {
  const t = useT('pages');
  const formatMs = useFormatMs();
  const id = useId();
  const rows = samples.map((sample, index) => ({ ...sample, id: index }));
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <SectionHeading id={id} level={headingLevel}>
        {t('diagnostics.samples')}
      </SectionHeading>
      {/* A static table (read-only rows, nothing to select or sort), so the first
          visit's startup overlay does not load react-aria's grid and collections */}
      <div
        data-slot="table-container"
        className="w-full overflow-x-auto rounded-lg border border-border bg-surface"
      >
        <table aria-labelledby={id} className="w-full border-collapse text-sm text-fg">
          <thead className="border-b border-border bg-surface-sunken">
            <tr>
              <th scope="col" className={cn(tableCellVariants(), headerCell)}>
                {t('diagnostics.url')}
              </th>
              <th scope="col" className={cn(tableCellVariants({ align: 'end' }), headerCell)}>
                {t('diagnostics.time')}
              </th>
            </tr>
          </thead>
          <tbody className="bg-surface">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={2} data-slot="empty" className="py-8 text-center text-fg-muted">
                  {t('diagnostics.noSamples')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-b border-border text-fg last:border-b-0">
                  <th
                    scope="row"
                    className={cn(tableCellVariants(), 'font-mono text-xs font-normal break-all')}
                  >
                    {row.url}
                  </th>
                  <td className={tableCellVariants({ align: 'end' })}>
                    {row.ms >= FAILED_PING_MS ? (
                      <span className="text-fg-muted">{t('diagnostics.noResponse')}</span>
                    ) : (
                      formatMs(row.ms)
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
