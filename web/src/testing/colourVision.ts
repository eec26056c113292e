/**
 * How far apart two chart colours look, for people with typical and with colour-blind vision:
 * the CIELAB distance (ΔE 1976) after simulating protanopia, deuteranopia and tritanopia with
 * Machado, Oliveira and Fernandes' matrices (2009, severity 1). A ΔE near 2 is barely seen; our
 * charts ask for 20 between any two categories. For tests only.
 */
export type Vision = 'typical' | 'protan' | 'deutan' | 'tritan';

const MATRICES: Record<Exclude<Vision, 'typical'>, number[][]> = {
  protan: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deutan: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritan: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.1476],
    [0.004733, 0.691367, 0.3039],
  ],
};

function linearRgb(hex: string): number[] {
  return [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
}

function seen(hex: string, vision: Vision): number[] {
  const rgb = linearRgb(hex);
  if (vision === 'typical') return rgb;
  return MATRICES[vision].map((row) =>
    Math.min(
      1,
      Math.max(
        0,
        row.reduce((sum, weight, i) => sum + weight * (rgb[i] ?? 0), 0),
      ),
    ),
  );
}

function lab([r = 0, g = 0, b = 0]: number[]): number[] {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** ΔE between two '#rrggbb' colours as a person with `vision` sees them. */
export function colourDistance(a: string, b: string, vision: Vision): number {
  const [l1 = 0, a1 = 0, b1 = 0] = lab(seen(a, vision));
  const [l2 = 0, a2 = 0, b2 = 0] = lab(seen(b, vision));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** WCAG contrast ratio of two '#rrggbb' colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = linearRgb(hex);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Every pair of a palette closer than `minimum` for some vision, named ('opened/completed deutan 18.7'). */
export function closePairs(palette: Record<string, string>, minimum: number): string[] {
  const entries = Object.entries(palette);
  const close: string[] = [];
  entries.forEach(([nameA, a], i) =>
    entries.slice(i + 1).forEach(([nameB, b]) => {
      for (const vision of ['typical', 'protan', 'deutan', 'tritan'] as const) {
        const distance = colourDistance(a, b, vision);
        if (distance < minimum) close.push(`${nameA}/${nameB} ${vision} ${distance.toFixed(1)}`);
      }
    }),
  );
  return close;
}
