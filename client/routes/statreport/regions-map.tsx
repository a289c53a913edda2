import { useState, type PointerEvent } from 'react';
import type { RegionsMapDto } from '#shared/api/dto.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import type { Language } from '#shared/domain/language.ts';

export interface RegionsMapProps {
  map: RegionsMapDto;
  lang: Language;
  /** Accessible name of the picture; the ranked list and the table beside it carry the figures. */
  label: string;
  legendTitle: string;
  valueLabel: string;
  noData: string;
  note: string;
}

/**
 * The regions of Russia as a tile grid (decision 0017), drawn from the geometry the server
 * computed: squares coloured by class, the top regions numbered as in the list beside. Pointing
 * at a square shows its name and figure (decoration: the list and the table have the data).
 */
export function RegionsMap({ map, lang, label, legendTitle, valueLabel, noData, note }: RegionsMapProps) {
  const [active, setActive] = useState<number | null>(null);
  // The tile under the pointer, found from its position (no per-tile attributes: 85 of them would only grow the HTML).
  const onPointer = (event: PointerEvent<SVGSVGElement>): void => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const x = ((event.clientX - box.left) / box.width) * map.width;
    const y = ((event.clientY - box.top) / box.height) * map.height;
    const index = map.tiles.findIndex((item) => x >= item.x && x < item.x + map.size && y >= item.y && y < item.y + map.size);
    setActive(index < 0 ? null : index);
  };
  const tile = active === null ? undefined : map.tiles[active];
  const percent = (value: number, of: number): string => `${(value / of) * 100}%`;
  return (
    <div className="regions-map">
      <div className="regions-map__plot">
        <svg className="regions-map__svg" viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={label} focusable="false" onPointerMove={onPointer} onPointerLeave={() => setActive(null)}>
          {map.tiles.map((item, index) => (
            <rect key={item.code} className={`regions-map__tile--l${item.level}${index === active ? ' is-active' : ''}`} x={item.x} y={item.y} width={map.size} height={map.size} rx={1.2} />
          ))}
          {map.tiles.map((item) =>
            item.rank !== null ? (
              <text key={item.code} className={`regions-map__rank${item.level >= 4 ? ' is-dark' : ''}`} x={item.x + map.size / 2} y={item.y + map.size / 2}>
                {item.rank}
              </text>
            ) : null,
          )}
        </svg>
        {tile ? (
          <div
            className={`regions-map__tooltip${tile.x / map.width > 0.6 ? ' is-end' : ''}`}
            style={{ left: percent(tile.x + map.size / 2, map.width), top: percent(tile.y, map.height) }}
            aria-hidden="true"
          >
            <strong>{tile.name}</strong>
            <span>{tile.value === null ? noData : `${valueLabel}: ${formatNumber(lang, tile.value)}`}</span>
          </div>
        ) : null}
      </div>
      <div className="regions-map__legend" aria-hidden="true">
        <span className="regions-map__legend-title">{legendTitle}</span>
        <ul>
          {map.legend.map((item) => (
            <li key={item.level}>
              <span className={`regions-map__swatch regions-map__tile--l${item.level}`} />
              {item.from === item.to ? formatNumber(lang, item.from) : `${formatNumber(lang, item.from)}–${formatNumber(lang, item.to)}`}
            </li>
          ))}
          <li>
            <span className="regions-map__swatch regions-map__tile--l0" />
            {noData}
          </li>
        </ul>
        <p className="regions-map__note">{note}</p>
      </div>
    </div>
  );
}
