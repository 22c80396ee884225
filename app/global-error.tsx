'use client';

// Shown when even the error page could not render: nothing here may depend on
// the layout, translations or data, so it is a plain link home.
export default function GlobalError() {
  return (
    <html lang="pt">
      <head>
        <title>Erro · Error</title>
        <meta name="robots" content="noindex" />
      </head>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center' }}
      >
        <h1>Ocorreu um erro · An error occurred · Ocurrió un error</h1>
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Início · Home · Inicio</a>
        </p>
      </body>
    </html>
  );
}
