// The real root layout is app/[lang]/layout.tsx (it owns <html lang>); this
// pass-through is the root Next requires above it.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
