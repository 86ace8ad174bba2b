// The performance chart's range tabs (PerformanceChart): the selected range is pressed; another
// asks the page for it.
import { performanceRanges, type PerformanceRange } from '@invest/domain';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { chartToggle } from '../../lib/chartToggle';
import { useT } from '../../lib/i18n';

export function PerformanceRanges({
  range,
  onRangeChange,
}: {
  range: PerformanceRange;
  onRangeChange?: (range: PerformanceRange) => void;
}) {
  const t = useT('trade');
  return (
    <ToggleButtonGroup
      aria-label={t('portfolio.performance.ranges')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[range]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (typeof next === 'string' && next !== range) onRangeChange?.(next as PerformanceRange);
      }}
      className="flex flex-wrap gap-1"
      data-slot="performance-ranges"
    >
      {performanceRanges.map((r) => (
        <ToggleButton
          key={r}
          id={r}
          className={chartToggle}
          aria-label={t(`portfolio.performance.range.${r}`)}
        >
          {t(`portfolio.performance.rangeShort.${r}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
