import { type Squad, type SquadPlayer, slotLines } from '../../../league/sim/squad.js';
import type { SimTeam } from '../../../league/sim/team-sim-view.js';

export interface ExportInput {
  squad: Squad;
  players: ReadonlyMap<number, SquadPlayer>;
  teams: ReadonlyMap<number, SimTeam>;
  title: string;
  subtitle: string;
  rtl: boolean;
}

const W = 1080;
const H = 1350;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** The squad as a 1080×1350 picture to post: the pitch, each player's crest, name and rating. */
export async function squadPng(input: ExportInput): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d')!;
  ctx.direction = input.rtl ? 'rtl' : 'ltr';
  const grass = ctx.createLinearGradient(0, 0, 0, H);
  grass.addColorStop(0, '#0b3d2e');
  grass.addColorStop(1, '#14704f');
  ctx.fillStyle = grass;
  ctx.fillRect(0, 0, W, H);
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = 4;
  ctx.strokeRect(60, 200, W - 120, H - 260);
  ctx.beginPath();
  ctx.moveTo(60, 200 + (H - 260) / 2);
  ctx.lineTo(W - 60, 200 + (H - 260) / 2);
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 56px system-ui, sans-serif';
  ctx.fillText(input.title, W / 2, 90);
  ctx.font = '32px system-ui, sans-serif';
  ctx.fillText(input.subtitle, W / 2, 145);

  const lines = slotLines(input.squad.formation);
  const rows = [...new Set(lines)].reverse();
  const crests = await Promise.all(
    input.squad.slots.map((id) => {
      const logo = input.teams.get(input.players.get(id ?? -1)?.teamId ?? -1)?.logo;
      return logo ? loadImage(logo) : Promise.resolve(null);
    }),
  );
  rows.forEach((line, r) => {
    const slots = lines.flatMap((l, i) => (l === line ? [i] : []));
    const y = 320 + r * ((H - 480) / Math.max(1, rows.length - 1));
    slots.forEach((slot, k) => {
      const x = (W / (slots.length + 1)) * (k + 1);
      const player = input.players.get(input.squad.slots[slot] ?? -1);
      const team = input.teams.get(player?.teamId ?? -1);
      ctx.beginPath();
      ctx.arc(x, y, 70, 0, Math.PI * 2);
      ctx.fillStyle = team?.color ?? 'rgba(255,255,255,0.15)';
      ctx.fill();
      ctx.lineWidth = 5;
      ctx.strokeStyle = '#fff';
      ctx.stroke();
      const crest = crests[slot];
      if (crest) ctx.drawImage(crest, x - 40, y - 40, 80, 80);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 30px system-ui, sans-serif';
      ctx.fillText(player ? player.short : '—', x, y + 112);
      if (player?.rating != null) {
        ctx.font = 'bold 26px system-ui, sans-serif';
        ctx.fillText(String(player.rating), x, y + 148);
      }
      if (player && input.squad.captain === player.id) {
        ctx.beginPath();
        ctx.arc(x + 52, y - 52, 22, 0, Math.PI * 2);
        ctx.fillStyle = '#ffd166';
        ctx.fill();
        ctx.fillStyle = '#111';
        ctx.font = 'bold 26px system-ui, sans-serif';
        ctx.fillText('C', x + 52, y - 43);
      }
    });
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/png'),
  );
}
