import { Fragment, useId } from 'react';
import type { PlaceMapDrawing } from '~/modules/place-map.server';
import { gridPath, NorthArrow, ScaleBar } from './place-map';

/**
 * One place's own small map (drawSpotMap): a dot among the names around it, on the
 * schematic or the operator's tiles. A picture named by its caption that links nowhere:
 * the page it sits on is the place's. Apart from <PlaceMap>, so the pages with lists do
 * not carry it in their scripts.
 */
export function SpotMap({ drawing }: { drawing: PlaceMapDrawing }) {
  const captionId = useId();
  const pin = drawing.pins[0];
  if (!pin) return null;
  const { width, height } = drawing;
  return (
    <figure className="spot-map">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={captionId} className="block h-auto w-full rounded-xl border border-stone-200 bg-stone-100">
        <g aria-hidden="true">
          {drawing.tiles.length === 0 ? (
            <path d={gridPath(width, height)} stroke="#e7e5e4" strokeWidth="1" />
          ) : (
            drawing.tiles.map((t) => <image key={t.href} href={t.href} x={t.x} y={t.y} width={t.size} height={t.size} />)
          )}
          <g fill="#57534e" fontSize="13" fontStyle="italic" textAnchor="middle" stroke="#f5f5f4" strokeWidth="3" paintOrder="stroke">
            {drawing.labels.map((l) => (
              <Fragment key={l.text}><text x={l.x} y={l.y}>{l.text}</text> </Fragment>
            ))}
          </g>
          <circle cx={pin.x} cy={pin.y} r={drawing.pinRadius / 2} fill="#9a3412" stroke="#fff" strokeWidth="3" />
          {drawing.attribution ? (
            <text x={width - 4} y={height - 5} fontSize="11" textAnchor="end" fill="#292524" stroke="#fff" strokeWidth="3" paintOrder="stroke">
              {drawing.attribution}
            </text>
          ) : null}
        </g>
        <ScaleBar scale={drawing.scale} height={height} />
        <NorthArrow width={width} />
      </svg>
      <figcaption id={captionId} className="mt-2 text-sm text-stone-700">{drawing.caption}</figcaption>
    </figure>
  );
}
