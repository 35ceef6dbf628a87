import { splitHoursLine } from '@/lib/branches/view';

/** The week's opening hours, one row per day (Monday first), as the CMS writes them. */
export function OpeningHours({ lines, caption }: { lines: string[]; caption: string }) {
  return (
    <table className="w-full max-w-xs text-sm">
      <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
      <tbody>
        {lines.map((line, i) => {
          const [day, time] = splitHoursLine(line);
          return (
            <tr key={i} className="border-b border-line last:border-0">
              <th scope="row" className="w-12 py-0.5 pr-3 text-left font-semibold">
                {day}
              </th>
              <td className="py-0.5 tabular-nums">{time}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
