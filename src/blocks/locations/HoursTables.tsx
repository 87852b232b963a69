import { Box } from "@chakra-ui/react";
import type { OpeningHours, SpecialDays } from "../../generated/config-types";
import { dateText, dayName, spansByDay, timeText, type Span } from "./hoursText";

/** The ordinary week, Monday to Sunday, one row a day; a day without hours says it is closed. */
export function OpeningHoursTable({
  hours,
  language,
  closed,
}: {
  hours: OpeningHours;
  language: string;
  closed: string;
}) {
  return (
    <Box as="table" w="full" fontSize="sm" css={cellStyles}>
      <tbody>
        {spansByDay(hours).map(({ day, spans }) => (
          <tr key={day} data-day={day}>
            <th scope="row">{dayName(day, language)}</th>
            <td>{spans.length ? <Spans spans={spans} language={language} /> : closed}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** Days that differ from the ordinary week: the date, its hours or "closed", and its note. */
export function SpecialDaysTable({ days, language, closed }: { days: SpecialDays; language: string; closed: string }) {
  return (
    <Box as="table" w="full" fontSize="sm" css={cellStyles}>
      <tbody>
        {days.map((day) => (
          <tr key={day.date} data-date={day.date}>
            <th scope="row">
              <time dateTime={day.date}>{dateText(day.date, language)}</time>
              {day.note && (
                <Box as="span" display="block" fontWeight="normal" color="fg.muted">
                  {day.note}
                </Box>
              )}
            </th>
            <td>
              {day.opens && day.closes ? (
                <Spans spans={[{ opens: day.opens, closes: day.closes }]} language={language} />
              ) : (
                closed
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function Spans({ spans, language }: { spans: Span[]; language: string }) {
  return spans.map((span, i) => (
    <Box as="span" key={span.opens} display="block">
      <time dateTime={span.opens}>{timeText(span.opens, language)}</time>
      {"\u2009–\u2009"}
      <time dateTime={span.closes}>{timeText(span.closes, language)}</time>
      {i < spans.length - 1 ? "," : ""}
    </Box>
  ));
}

const cellStyles = {
  "& th, & td": { paddingBlock: "0.35rem", verticalAlign: "top", borderBottomWidth: "1px", borderColor: "border" },
  "& th": { textAlign: "start", fontWeight: "medium", paddingInlineEnd: "1rem" },
  "& td": { textAlign: "end", fontVariantNumeric: "tabular-nums" },
};
