import { GENDERS } from '@/lib/talents/gender';

type Props = { gridId: string };

// Applies a filter from the URL before the first paint, so a shared filtered
// link never flashes the whole list while the page's script loads.
export function FilterBootScript({ gridId }: Props) {
  const script = `(function(){var g=new URLSearchParams(location.search).get('gender');if(${JSON.stringify(GENDERS)}.indexOf(g)>=0){var e=document.getElementById(${JSON.stringify(gridId)});if(e)e.dataset.filter=g;}})();`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
