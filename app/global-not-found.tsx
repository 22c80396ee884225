import Link from 'next/link';

// Only for paths the proxy never saw (a file-like path under an unknown language).
export default function RootNotFound() {
  return (
    <html lang="pt">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center' }}
      >
        <h1>Esta página não foi encontrada</h1>
        <p>
          <Link href="/">Início</Link>
        </p>
      </body>
    </html>
  );
}
