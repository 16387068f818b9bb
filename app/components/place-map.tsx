import { Fragment, useId } from 'react';
import type { PlaceMapDrawing } from '~/modules/place-map.server';

/** A faint grid on the schematic background, one line every GRID units. */
const GRID = 40;

export function gridPath(width: number, height: number) {
  let d = '';
  for (let x = GRID; x < width; x += GRID) d += `M${x} 0V${height}`;
  for (let y = GRID; y < height; y += GRID) d += `M0 ${y}H${width}`;
  return d;
}

/** A bar of the drawing's round distance, its length, at the bottom left. */
export function ScaleBar({ scale, height }: { scale: PlaceMapDrawing['scale']; height: number }) {
  const y = height - 8;
  return (
    <g aria-hidden="true" stroke="#292524" strokeWidth="2" fill="#292524" fontSize="12">
      <path d={`M8 ${y - 5}V${y}H${8 + scale.length}V${y - 5}`} fill="none" />
      <text x={12 + scale.length} y={y} stroke="#fff" strokeWidth="3" paintOrder="stroke">{scale.text}</text>
    </g>
  );
}

/** North is up (Web Mercator): an arrow with an N at the top right. */
export function NorthArrow({ width }: { width: number }) {
  const x = width - 16;
  return (
    <g aria-hidden="true" fill="#292524" fontSize="12" fontWeight="700" textAnchor="middle">
      <path d={`M${x} 22l-6 14l6-4l6 4z`} />
      <text x={x} y="16" stroke="#fff" strokeWidth="3" paintOrder="stroke">N</text>
    </g>
  );
}

/**
 * The map beside a numbered list of places, drawn on the server: each pin a link to
 * its place (grouped pins to the list), numbered like the list. The list stays the
 * accessible content; the SVG is a group of those same links (not role="img", which
 * would hide them), and its scenery is hidden from assistive technology.
 */
export function PlaceMap({ drawing, className = '' }: { drawing: PlaceMapDrawing; className?: string }) {
  const captionId = useId();
  if (drawing.pins.length === 0) return null;
  const { width, height, pinRadius, targetRadius } = drawing;
  const schematic = drawing.tiles.length === 0;
  return (
    <>
      <figure className={`place-map ${className}`}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-labelledby={captionId}
          className="block h-auto w-full rounded-xl border border-stone-200 bg-stone-100"
        >
          {schematic ? (
            <path aria-hidden="true" d={gridPath(width, height)} stroke="#e7e5e4" strokeWidth="1" />
          ) : (
            <g aria-hidden="true">
              {drawing.tiles.map((t) => (
                <image key={t.href} href={t.href} x={t.x} y={t.y} width={t.size} height={t.size} />
              ))}
            </g>
          )}
          {drawing.labels.length > 0 ? (
            <g aria-hidden="true" fill="#57534e" fontSize="13" fontStyle="italic" textAnchor="middle" stroke="#f5f5f4" strokeWidth="3" paintOrder="stroke">
              {drawing.labels.map((l) => (
                <Fragment key={l.text}><text x={l.x} y={l.y}>{l.text}</text> </Fragment>
              ))}
            </g>
          ) : null}
          <g aria-hidden="true" stroke="#44403c" strokeWidth="1.5" fill="#44403c">
            {drawing.pins.map((p) =>
              p.from ? (
                <g key={p.numbers[0]}>
                  <path d={`M${p.from.x} ${p.from.y}L${p.x} ${p.y}`} />
                  <circle cx={p.from.x} cy={p.from.y} r="3" />
                </g>
              ) : null,
            )}
          </g>
          <g fontSize="17" fontWeight="700" textAnchor="middle">
            {drawing.pins.map((p) => (
              <a key={p.numbers[0]} href={p.href} className="place-map-pin">
                <title>{p.title}</title>
                <circle cx={p.x} cy={p.y} r={targetRadius} fill="transparent" />
                <circle cx={p.x} cy={p.y} r={pinRadius} fill={p.group ? '#292524' : '#9a3412'} stroke="#fff" strokeWidth="2" />
                {/* A group of places is dark, with a ring: its number is a count, not a place's. */}
                {p.group ? <circle cx={p.x} cy={p.y} r={pinRadius + 3} fill="none" stroke="#292524" strokeWidth="2" /> : null}
                <text x={p.x} y={p.y} dy="0.35em" fill="#fff">{p.label}</text>
                {/* The space keeps the numbers apart where the picture is not drawn (text browsers). */}{' '}
              </a>
            ))}
          </g>
          {/* The spaces keep the words apart where the picture is not drawn (text browsers). */}
          <ScaleBar scale={drawing.scale} height={height} />{' '}
          <NorthArrow width={width} />{' '}
          {drawing.attribution ? (
            <text x={width - 4} y={height - 5} fontSize="11" textAnchor="end" fill="#292524" stroke="#fff" strokeWidth="3" paintOrder="stroke">
              {drawing.attribution}
            </text>
          ) : null}
        </svg>
        <figcaption id={captionId} className="mt-2 text-sm text-stone-700">{drawing.caption}</figcaption>
        {drawing.unplaced.length > 0 ? (
          <div className="mt-1 text-sm text-stone-700">
            <p className="font-semibold">{drawing.notOnMap}</p>
            <ul className="list-inside list-disc">
              {drawing.unplaced.map((u) => (
                <li key={u.number}>
                  <a href={u.href} className="underline">{u.number}. {u.name}</a> ({u.why})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </figure>
      {/*
       * A text browser draws no picture and cannot follow a link inside an SVG (lynx lists
       * them as "hidden links"): it shows the pins again as a list of links, which every
       * other browser, and assistive technology, skips (`hidden`, which text browsers ignore).
       */}
      <ul hidden>
        {drawing.pins.map((p) => (
          <li key={p.numbers[0]}>
            <a href={p.href}>{p.title}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
