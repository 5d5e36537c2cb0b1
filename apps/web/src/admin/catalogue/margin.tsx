import { formatRupiah } from '../../lib/money';

/** Selling − buying in rupiah and as a share of the buying price; red when it is a loss. */
export function Margin({ price, buying, testId }: { price: number; buying: number; testId?: string }) {
  const margin = price - buying;
  const share = buying > 0 ? (margin / buying) * 100 : 0;
  return (
    <span
      data-testid={testId}
      className={`text-xs whitespace-nowrap ${margin < 0 ? 'font-semibold text-red-700' : 'text-emerald-700'}`}
    >
      {margin < 0 ? '−' : '+'}
      {formatRupiah(Math.abs(margin))} ({share.toFixed(1)}%)
    </span>
  );
}

/** A level's selling price with its margin under it. */
export function LevelPrice({ price, buying, testId }: { price: number; buying: number; testId?: string }) {
  return (
    <div className="flex flex-col">
      <span className="font-semibold whitespace-nowrap text-slate-900" data-testid={testId}>
        {formatRupiah(price)}
      </span>
      <Margin price={price} buying={buying} />
    </div>
  );
}
