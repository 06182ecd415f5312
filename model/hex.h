#pragma once
// Hex grid math: axial/cube coordinates inside, 1-based offset [col,row] at the edges.
// Conventions follow DESIGN.md "Board and coordinates"; the algorithms follow the
// well-known Red Blob Games hex guide. The exact line of sight is in los.h.
#include "types.h"

#include <array>
#include <compare>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace muster {

// Axial coordinates; the cube's third coordinate is s = -q - r.
struct Hex {
    int q = 0;
    int r = 0;
    constexpr int s() const { return -q - r; }
    friend constexpr bool operator==(Hex, Hex) = default;
    friend constexpr auto operator<=>(Hex, Hex) = default;
    friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
    friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
};

// A hex as files, the CLI and the UI name it: 1-based column and row.
struct Offset {
    int col = 1;
    int row = 1;
    friend constexpr bool operator==(Offset, Offset) = default;
    // Row-major order (row, then column): the order files are written in.
    friend constexpr auto operator<=>(Offset a, Offset b) {
        if (auto c = a.row <=> b.row; c != 0) return c;
        return a.col <=> b.col;
    }
};

// 64-bit key for hashing an offset (columns and rows may be any int read from a file).
constexpr std::uint64_t offsetKey(Offset o) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(o.row)) << 32) |
           static_cast<std::uint32_t>(o.col);
}
struct OffsetHash {
    std::size_t operator()(Offset o) const { return std::hash<std::uint64_t>{}(offsetKey(o)); }
};
struct HexHash {
    std::size_t operator()(Hex h) const {
        return std::hash<std::uint64_t>{}((static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.r)) << 32) |
                                          static_cast<std::uint32_t>(h.q));
    }
};

inline constexpr int kMinBoardSide = 1;
inline constexpr int kMaxBoardSide = 1000;
// The limits as messages print them ("1..1000").
inline std::string boardSideRange() { return std::to_string(kMinBoardSide) + ".." + std::to_string(kMaxBoardSide); }

// Board shape: size, orientation and which rows/columns are shifted.
struct BoardGeometry {
    int columns = 13;
    int rows = 9;
    Orientation orientation = Orientation::Pointy;
    Stagger stagger = Stagger::Even;

    friend bool operator==(const BoardGeometry&, const BoardGeometry&) = default;

    bool sizeValid() const {
        return columns >= kMinBoardSide && columns <= kMaxBoardSide && rows >= kMinBoardSide &&
               rows <= kMaxBoardSide;
    }
    bool contains(Offset o) const {
        return o.col >= 1 && o.col <= columns && o.row >= 1 && o.row <= rows;
    }
    bool contains(Hex h) const { return contains(toOffset(h)); }
    // True when the hex is in the first/last row or column.
    bool onEdge(Offset o) const;
    bool onEdge(Offset o, Edge e) const;
    long long hexCount() const { return static_cast<long long>(columns) * rows; }

    Hex toHex(Offset o) const;
    Offset toOffset(Hex h) const;
    // Is this 1-based row (pointy) or column (flat) shifted by half a hex?
    bool shifted(int rowOrColumn) const;
};

// "CCRR": zero-padded column then row; wider than 2 digits when the board needs it.
std::string hexLabel(Offset o, const BoardGeometry& board);
int labelDigits(const BoardGeometry& board);

// Neighbours in direction order 0..5 (E, NE, NW, W, SW, SE for pointy boards).
std::array<Hex, 6> neighbours(Hex h);
Hex direction(int dir);
int distance(Hex a, Hex b);
inline int distance(Offset a, Offset b, const BoardGeometry& g) { return distance(g.toHex(a), g.toHex(b)); }
// Hexes at exactly `radius` from centre (radius 0 gives the centre), in ring order.
std::vector<Hex> ring(Hex centre, int radius);
// Hexes within `radius` of centre, centre first then ring by ring.
std::vector<Hex> range(Hex centre, int radius);

// One step of a line between two hex centres: one hex, or the two hexes whose common
// side the line runs along. (The type leaves room for three: a sampled point exactly on
// a corner, which hexLine's points between centres never hit.)
struct LineStep {
    std::array<Hex, 3> hexes{};
    int count = 0;
    bool alongHexside() const { return count > 1; }
    const Hex* begin() const { return hexes.data(); }
    const Hex* end() const { return hexes.data() + count; }
    friend bool operator==(const LineStep&, const LineStep&) = default;
};
// A drawn line from a's centre to b's centre for painting tools: distance(a,b)+1 steps,
// first {a}, last {b}, one hex per sample point (two where a sample falls on a side), so
// it is a connected path one hex wide. NOT line of sight: it skips hexes the segment
// crosses between samples and takes a side crossed at a sample for a line along it.
// Line of sight uses SightLine (los.h), which is exact.
std::vector<LineStep> hexLine(Hex a, Hex b);

// Pixel geometry. `size` is the distance from a hex centre to a corner.
struct PointF {
    double x = 0;
    double y = 0;
};

class HexLayout {
public:
    HexLayout(const BoardGeometry& board, double size, PointF margin = {0, 0});

    double size() const { return size_; }
    const BoardGeometry& board() const { return board_; }
    PointF centre(Hex h) const;
    PointF centre(Offset o) const { return centre(board_.toHex(o)); }
    std::array<PointF, 6> corners(Hex h) const;
    // The hex whose cell contains the pixel (may be off the board: check contains()).
    Hex hexAt(PointF p) const;
    // Width and height of the whole board's bounding box, margins included.
    PointF boardSize() const;
    double hexWidth() const;  // flat-to-flat for pointy, corner-to-corner for flat
    double hexHeight() const;

private:
    BoardGeometry board_;
    double size_;
    PointF origin_; // pixel centre of axial (0,0) = offset (1,1)
    PointF margin_;
};

} // namespace muster
