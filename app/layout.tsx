// The real root layout is app/[lang]/layout.tsx (it owns <html lang>); this
// pass-through exists because app/not-found.tsx needs a layout above it.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
