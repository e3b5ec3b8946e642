import { useTranslation } from 'react-i18next';
import { useReport } from './api';
import { useReportFormat } from './format';
import { useReportPeriod } from './period';

type ReportName = Parameters<typeof useReport>[0];

/**
 * What a report page starts from: its words, its formats, the period in the address, and the
 * report `name` read for it as the shell's props (titled `nav:reports.<name>` unless `titleKey`
 * says otherwise; the shell's `page` names its test id and CSV file).
 */
export function useReportPage<N extends ReportName>(name: N, titleKey = `nav:reports.${name}`, page: string = name) {
  const { t } = useTranslation('reports');
  const fmt = useReportFormat();
  const period = useReportPeriod();
  const report = useReport(name, period.range, fmt.lang);
  return { t, fmt, period, shell: { title: t(titleKey), name: page, period, query: report } };
}
