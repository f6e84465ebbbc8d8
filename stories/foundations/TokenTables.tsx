import {
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type IconName, Icons, themeClass, vars } from '../../ui/src/index.ts';
import { COLOUR_GROUPS, type ColourPair, type ColourToken, MIN_CONTRAST } from './colourRoles.ts';
import { contrastRatio, parseComputedColour, type Rgba, toHex } from './contrast.ts';
import { bareList, tileFace, tileGrid } from './tileStyles.ts';

// The Foundations pages (stories/foundations/*.mdx) render these tables from `vars`, the theme
// contract, and read each value back from the browser under the theme class: a token added, renamed
// or re-valued in ui/src/theme shows up here without editing the docs.

type Group = Record<string, string>;

/** `var(--space-md__1x2y3z)` → `--space-md__1x2y3z`. */
function propertyName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}

/** The theme's value of each token of a group, read under the theme class (at `ref`) once it is on the page. */
function useTokenValues(ref: RefObject<HTMLElement | null>, group: Group): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setValues(
      Object.fromEntries(
        Object.entries(group).map(([name, reference]) => [
          name,
          style.getPropertyValue(propertyName(reference)).trim(),
        ]),
      ),
    );
  }, [ref, group]);
  return values;
}

/** Each colour token as the browser resolves it (`rgb()`/`rgba()`), for contrast maths. */
export function resolveColours(element: Element): Record<ColourToken, Rgba> {
  const probe = document.createElement('span');
  element.appendChild(probe);
  const resolved = {} as Record<ColourToken, Rgba>;
  for (const [name, reference] of Object.entries(vars.color) as [ColourToken, string][]) {
    probe.style.color = reference;
    const parsed = parseComputedColour(getComputedStyle(probe).color);
    if (parsed) resolved[name] = parsed;
  }
  probe.remove();
  return resolved;
}

export function pairRatio(colours: Record<ColourToken, Rgba>, pair: ColourPair): number | null {
  const fg = colours[pair.fg];
  const bg = colours[pair.bg];
  return fg && bg ? contrastRatio(fg, bg) : null;
}

const frame: CSSProperties = {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
};

/** The theme class without PlumeRoot's full-height page: tokens resolve inside a docs page. */
function ThemeFrame({ children, frameRef }: { children: ReactNode; frameRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={frameRef} className={themeClass} style={frame}>
      {children}
    </div>
  );
}

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm };
const cell: CSSProperties = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs };
const subheading: CSSProperties = {
  fontSize: vars.fontSize.lg,
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
};

/** The one table of these pages: a header row of `columns` (none without), then a row of `cells` per item. */
function TokenTable<R>({
  columns,
  rows,
  rowKey = String,
  cells,
}: {
  columns?: string[];
  rows: readonly R[];
  rowKey?: (row: R) => string;
  cells: (row: R) => ReactNode;
}) {
  return (
    <table style={table}>
      {columns && (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" style={{ ...cell, color: vars.color.textMuted }}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>{cells(row)}</tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A token group as a table: each token's name (`prefix.name`) and its value as the browser resolves it
 * (`format`ted, '…' until then), then whatever `extra` cell the page adds (a sample, a bar, a use).
 */
function NameValueTable<N extends string>({
  columns,
  prefix,
  names,
  values,
  format = (value) => value ?? '…',
  extra,
}: {
  columns?: string[];
  prefix: string;
  names: readonly N[];
  values: Record<string, string>;
  format?: (value: string | undefined) => string;
  extra?: (name: N) => ReactNode;
}) {
  return (
    <TokenTable
      columns={columns}
      rows={names}
      cells={(name) => (
        <>
          <td style={cell}>
            <code style={code}>{`${prefix}.${name}`}</code>
          </td>
          <td style={cell}>
            <code style={code}>{format(values[name])}</code>
          </td>
          {extra?.(name)}
        </>
      )}
    />
  );
}

function PairChip({ pair, ratio }: { pair: ColourPair; ratio: number | null }) {
  const min = MIN_CONTRAST[pair.kind];
  const passes = ratio !== null && ratio >= min;
  return (
    <li
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.sm,
        margin: 0,
        background: vars.color[pair.bg],
        color: vars.color[pair.fg],
        border: `${vars.size.border} solid ${vars.color.border}`,
        borderRadius: vars.radius.sm,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
      }}
    >
      <span style={{ fontWeight: vars.fontWeight.semibold }}>Aa</span>
      <span style={code}>
        {pair.fg} on {pair.bg}
      </span>
      <span
        style={{
          marginLeft: 'auto',
          fontWeight: vars.fontWeight.semibold,
          ...code,
          background: passes ? vars.color.successSubtle : vars.color.dangerSubtle,
          color: passes ? vars.color.successText : vars.color.dangerText,
          borderRadius: vars.radius.sm,
          padding: `0 ${vars.space.xs}`,
        }}
      >
        {ratio === null
          ? '…'
          : `${ratio.toFixed(2)}:1 ${passes ? 'AA' : 'below AA'}${pair.kind === 'ui' ? ' (UI)' : ''}`}
      </span>
    </li>
  );
}

/** Every colour token by group: swatch, value, what it is for and its contrast where it is used. */
export function ColourTable(): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const [colours, setColours] = useState<Record<ColourToken, Rgba> | null>(null);
  useLayoutEffect(() => {
    if (ref.current) setColours(resolveColours(ref.current));
  }, []);
  return (
    <ThemeFrame frameRef={ref}>
      {COLOUR_GROUPS.map((group) => (
        <section key={group.title} style={{ marginBottom: vars.space.xl }}>
          <h3 style={{ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}` }}>{group.title}</h3>
          <p style={{ color: vars.color.textMuted, margin: `0 0 ${vars.space.sm}` }}>{group.about}</p>
          <TokenTable
            columns={['Token', 'Value', 'Used for', 'Contrast where it is used']}
            rows={group.roles}
            rowKey={(role) => role.token}
            cells={(role) => (
              <>
                <td style={cell}>
                  <span style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
                    <span
                      style={{
                        width: vars.size.controlSm,
                        height: vars.size.controlSm,
                        flex: 'none',
                        borderRadius: vars.radius.sm,
                        border: `${vars.size.border} solid ${vars.color.border}`,
                        background: vars.color[role.token],
                      }}
                    />
                    <code style={code}>{role.token}</code>
                  </span>
                </td>
                <td style={cell}>
                  <code style={code}>
                    {colours?.[role.token]
                      ? colours[role.token].a < 1
                        ? `${toHex(colours[role.token])} at ${Math.round(colours[role.token].a * 100)}%`
                        : toHex(colours[role.token])
                      : '…'}
                  </code>
                </td>
                <td style={cell}>{role.use}</td>
                <td style={cell}>
                  {role.pairs.length === 0 ? (
                    <span style={{ color: vars.color.textMuted }}>Decorative: no minimum</span>
                  ) : (
                    <ul style={{ ...bareList, display: 'grid', gap: vars.space.xs }}>
                      {role.pairs.map((pair) => (
                        <PairChip
                          key={`${pair.fg}/${pair.bg}`}
                          pair={pair}
                          ratio={colours ? pairRatio(colours, pair) : null}
                        />
                      ))}
                    </ul>
                  )}
                </td>
              </>
            )}
          />
        </section>
      ))}
    </ThemeFrame>
  );
}

/** The font sizes from largest to smallest, with the weights, line heights and families beside them. */
export function TypeScale(): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const sizes = useTokenValues(ref, vars.fontSize);
  const weights = useTokenValues(ref, vars.fontWeight);
  const names = Object.keys(vars.fontSize).reverse() as (keyof typeof vars.fontSize)[];
  return (
    <ThemeFrame frameRef={ref}>
      <NameValueTable
        columns={['Token', 'Size', 'Sample']}
        prefix="fontSize"
        names={names}
        values={sizes}
        format={remAndPx}
        extra={(name) => (
          <td style={{ ...cell, fontSize: vars.fontSize[name], lineHeight: vars.lineHeight.snug }}>
            Concepts that sound like you
          </td>
        )}
      />
      <h3 style={subheading}>Weights</h3>
      <ul style={{ ...bareList, display: 'flex', gap: vars.space.xl, flexWrap: 'wrap' }}>
        {(Object.keys(vars.fontWeight) as (keyof typeof vars.fontWeight)[]).map((name) => (
          <li key={name} style={{ fontWeight: vars.fontWeight[name], fontSize: vars.fontSize.lg, margin: 0 }}>
            {name} <code style={code}>{weights[name] ?? ''}</code>
          </li>
        ))}
      </ul>
      <TokenList title="Line heights" group={vars.lineHeight} prefix="lineHeight" />
      <TokenList title="Letter spacing" group={vars.letterSpacing} prefix="letterSpacing" />
      <h3 style={subheading}>Families</h3>
      <p style={{ fontFamily: vars.font.body }}>
        <code style={code}>font.body</code> Inter Variable: every word of the interface.
      </p>
      <p style={{ fontFamily: vars.font.mono }}>
        <code style={code}>font.mono</code> JetBrains Mono Variable: code in Markdown answers.
      </p>
    </ThemeFrame>
  );
}

function remToPx(value: string): string {
  return value.endsWith('rem') ? `${Number.parseFloat(value) * 16}px` : value;
}

/** A resolved length with its pixels beside it ('1.5rem (24px)'), or '…' until it is resolved. */
function remAndPx(value: string | undefined): string {
  return value ? `${value} (${remToPx(value)})` : '…';
}

/** A plain name/value list of one token group. */
function TokenList({ title, group, prefix }: { title: string; group: Group; prefix: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const values = useTokenValues(ref, group);
  return (
    <div ref={ref}>
      <h3 style={subheading}>{title}</h3>
      <NameValueTable prefix={prefix} names={Object.keys(group)} values={values} />
    </div>
  );
}

/** The spacing scale as bars of their own width, then the fixed sizes (controls, icons, layout). */
export function SpaceScale(): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const values = useTokenValues(ref, vars.space);
  return (
    <ThemeFrame frameRef={ref}>
      <NameValueTable
        columns={['Token', 'Value', '']}
        prefix="space"
        names={Object.keys(vars.space) as (keyof typeof vars.space)[]}
        values={values}
        format={remAndPx}
        extra={(name) => (
          <td style={{ ...cell, width: '60%' }}>
            <span
              style={{
                display: 'block',
                width: vars.space[name],
                height: vars.space.lg,
                background: vars.color.brand,
                borderRadius: vars.radius.sm,
              }}
            />
          </td>
        )}
      />
      <TokenList title="Sizes" group={vars.size} prefix="size" />
    </ThemeFrame>
  );
}

/** One tile per corner radius. */
export function RadiusScale(): ReactElement {
  return (
    <TileScale
      group={vars.radius}
      prefix="radius"
      render={(name) => ({ borderRadius: vars.radius[name as keyof typeof vars.radius] })}
    />
  );
}

/** One card per elevation. */
export function ShadowScale(): ReactElement {
  return (
    <TileScale
      group={vars.shadow}
      prefix="shadow"
      render={(name) => ({
        boxShadow: vars.shadow[name as keyof typeof vars.shadow],
        borderRadius: vars.radius.lg,
      })}
    />
  );
}

/** A token group drawn as one tile per token (`render` styles the tile), named and valued beneath. */
function TileScale({
  group,
  prefix,
  render,
}: {
  group: Group;
  prefix: string;
  render: (name: string) => CSSProperties;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const values = useTokenValues(ref, group);
  return (
    <ThemeFrame frameRef={ref}>
      <Tiles
        names={Object.keys(group)}
        render={render}
        label={(name) => `${prefix}.${name}`}
        values={values}
      />
    </ThemeFrame>
  );
}

function Tiles({
  names,
  render,
  label,
  values,
}: {
  names: string[];
  render: (name: string) => CSSProperties;
  label: (name: string) => string;
  values: Record<string, string>;
}) {
  return (
    <ul style={{ ...tileGrid('11rem', vars.space.xl), padding: vars.space.md }}>
      {names.map((name) => (
        <li
          key={name}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, margin: 0 }}
        >
          <span
            style={{
              display: 'block',
              height: '6rem',
              ...tileFace,
              ...render(name),
            }}
          />
          <code style={code}>{label(name)}</code>
          <code
            style={{ ...code, color: vars.color.textMuted, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            {values[name] ?? '…'}
          </code>
        </li>
      ))}
    </ul>
  );
}

/** Durations and easings, with what each is for. Storybook's preview turns motion off for tests. */
export function MotionTable(): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const values = useTokenValues(ref, vars.motion);
  const uses: Record<keyof typeof vars.motion, string> = {
    durationFast: 'Hover and press feedback: colours, borders.',
    durationNormal: 'Things that appear: tooltips, panels, the drawer.',
    durationSlow: 'Larger movements: progress bars filling.',
    durationShimmer: 'One sweep of the skeleton shimmer.',
    durationSpin: 'One turn of the spinner.',
    easingStandard: 'Most transitions: quick start, gentle stop.',
    easingEmphasized: 'A small overshoot for things that arrive.',
  };
  return (
    <ThemeFrame frameRef={ref}>
      <NameValueTable
        columns={['Token', 'Value', 'Used for']}
        prefix="motion"
        names={Object.keys(vars.motion) as (keyof typeof vars.motion)[]}
        values={values}
        extra={(name) => <td style={cell}>{uses[name]}</td>}
      />
    </ThemeFrame>
  );
}

/** Every icon of `Icons` at each size, by the name you write in code. */
export function IconSet(): ReactElement {
  const names = Object.keys(Icons) as IconName[];
  return (
    <ThemeFrame>
      <ul style={tileGrid('9rem', vars.space.md)}>
        {names.map((name) => {
          const Icon = Icons[name];
          return (
            <li
              key={name}
              style={{
                display: 'grid',
                justifyItems: 'center',
                margin: 0,
                gap: vars.space.sm,
                padding: vars.space.md,
                ...tileFace,
                borderRadius: vars.radius.md,
              }}
            >
              <span style={{ display: 'flex', alignItems: 'end', gap: vars.space.md }}>
                <Icon size="sm" />
                <Icon size="md" />
                <Icon size="lg" />
              </span>
              <code style={code}>Icons.{name}</code>
            </li>
          );
        })}
      </ul>
    </ThemeFrame>
  );
}
