// One listener for the whole page instead of a client component per image:
// any <img data-fallback> that fails to load shows the fallback cover.
const script = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.dataset.fallback&&!t.dataset.failed){t.dataset.failed='1';t.removeAttribute('srcset');t.removeAttribute('sizes');t.src=t.dataset.fallback;}},true);`;

export function ImageFallbackScript() {
  return <script id="image-fallback" dangerouslySetInnerHTML={{ __html: script }} />;
}
